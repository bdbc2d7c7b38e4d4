// The load error of lazy panels and screens (spec 01 §4, §8), server-rendered in the shell's providers: the
// spec's message with 'Try again' and 'Close', in the store view's language; the panel boundary shows it once its
// child failed.
import { describe, expect, it } from 'vitest';
import { LazyLoadError } from '../../../client/components/offline/LazyLoadError.js';
import { LazyPanelBoundary } from '../../../client/components/offline/LazyPanelBoundary.js';
import { renderInShell } from '../shell/shell-fixture.js';

const noop = () => undefined;

describe('LazyLoadError', () => {
  it('online: the spec’s message, Try again and Close, announced as an alert', () => {
    const html = renderInShell(<LazyLoadError onClose={noop} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('An error occured while loading the component.');
    expect(html).toContain('>Try again</button>');
    expect(html).toContain('>Close</button>');
  });

  it('speaks German in the German store view', () => {
    const html = renderInShell(<LazyLoadError onClose={noop} />, { store: 'de' });
    expect(html).toContain('Beim Laden der Komponente ist ein Fehler aufgetreten.');
    expect(html).toContain('>Erneut versuchen</button>');
    expect(html).toContain('>Schließen</button>');
  });
});

describe('LazyPanelBoundary', () => {
  it('renders its panel until the panel fails, then the load error', () => {
    const boundary = new LazyPanelBoundary({ onClose: noop, children: <p>the panel</p> });
    expect(renderInShell(<>{boundary.render()}</>)).toContain('the panel');
    boundary.state = LazyPanelBoundary.getDerivedStateFromError();
    const html = renderInShell(<>{boundary.render()}</>);
    expect(html).not.toContain('the panel');
    expect(html).toContain('An error occured while loading the component.');
  });
});

// The shopper's setting for waiting orders (spec 02 §4): sent automatically when the connection returns (default),
// or only after they confirm.
import { useState } from 'react';
import { autoSendEnabled, setAutoSend } from '../../checkout/order-queue.js';
import { useT } from '../../i18n.js';

export function AutoSendSetting() {
  const t = useT();
  const [auto, setAuto] = useState(autoSendEnabled);
  return (
    <label className="checkbox order-queue__setting">
      <input
        type="checkbox"
        checked={auto}
        onChange={(event) => {
          setAutoSend(event.target.checked);
          setAuto(event.target.checked);
        }}
      />
      <span>{t('Send waiting orders automatically when I am back online')}</span>
    </label>
  );
}

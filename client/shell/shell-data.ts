// Data every page of the default layout needs (menu, footer content, promoted content), loaded by the root
// route's loader from the catalogue and CMS, and read by the shell components through ShellDataContext.
import { createContext, useContext } from 'react';
import type { StoreCode } from '../../shared/store-views.js';

export interface MenuCategory {
  id: number;
  name: string;
  /** Store-local path, e.g. '/de/men/oxfords' or '/c/men'. */
  href: string;
  position: number;
  children: MenuCategory[];
  asideBanner: { headline: string; link: string; image: string } | null;
}

export interface Banner {
  title: string;
  subtitle?: string;
  link: string;
  image: string;
  buttonText?: string;
}

/** Promoted content per store view (spec 01 §3), from the CMS block 'promoted-content'. */
export interface PromotedContent {
  mainBanners: Banner[];
  smallBanners: Banner[];
  productBanners: Banner[];
  menuAsideBanners: Banner[];
  trustbar: { icon: string; text: string }[];
  newsletter: { title_footer: string; gender: boolean; buttonText: string };
}

export interface ShellData {
  store: StoreCode;
  menu: MenuCategory[];
  /** Sanitised HTML of the CMS block 'footer-opening-hours'. */
  openingHoursHtml: string;
  promoted: PromotedContent | null;
  appVersion: string;
  buildDate: string;
  /** The payment method codes the configured shop offers (BuildInfo.paymentMethods). */
  paymentMethods: readonly string[];
}

export const ShellDataContext = createContext<ShellData | null>(null);

export function useShellData(): ShellData {
  const data = useContext(ShellDataContext);
  if (!data) throw new Error('ShellDataContext is missing above this component');
  return data;
}

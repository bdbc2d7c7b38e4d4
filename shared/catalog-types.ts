// Documents of the catalogue index (spec 01 §3), shaped as a vue-storefront-api Elasticsearch index holds them,
// so that a real index can replace the embedded one. Prices in documents are euros with two decimals as the
// index stores them; every computation converts them to integer cents first (shared/money.ts eurosToCents).

export type ProductTypeId = 'simple' | 'configurable' | 'grouped' | 'bundle' | 'virtual' | 'downloadable';

/** Magento visibility: 1 not visible individually, 2 catalog, 3 search, 4 catalog and search. */
export type Visibility = 1 | 2 | 3 | 4;
/** Magento status: 1 enabled, 2 disabled. */
export type ProductStatus = 0 | 1 | 2;

export interface StockInfo {
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
}

export interface MediaGalleryEntry {
  image: string;
  pos?: number;
  typ?: 'image' | 'video';
  lab?: string;
  vid?: { url: string } | null;
}

export interface ConfigurableOptionValue {
  value_index: number;
  label: string;
  value_data?: string;
}

export interface ConfigurableOption {
  attribute_id: string;
  attribute_code: string;
  label: string;
  position?: number;
  values: ConfigurableOptionValue[];
}

export interface CustomAttribute {
  attribute_code: string;
  value: string | number;
}

/** A child of a configurable product (a size/colour variant). */
export interface ConfigurableChild {
  id: number;
  sku: string;
  name: string;
  status: ProductStatus;
  visibility?: Visibility;
  stock: StockInfo;
  price: number;
  price_incl_tax: number;
  original_price?: number;
  original_price_incl_tax?: number;
  special_price?: number | null;
  special_price_incl_tax?: number | null;
  special_from_date?: string | null;
  special_to_date?: string | null;
  /** Omnibus (PAngV §11): the lowest price incl. tax of the 30 days before the special price began; set with a special price. */
  lowest_price_30d_incl_tax?: number | null;
  final_price?: number;
  final_price_incl_tax?: number;
  tax_class_id?: number;
  /** Option values by attribute code, e.g. size: 43 (the value_index), color: 49. */
  size?: number;
  color?: number;
  hf_shoe_size?: string;
  image?: string;
  custom_attributes?: CustomAttribute[];
}

export interface ProductLink {
  sku: string;
  link_type: 'associated' | 'related' | 'crosssell' | 'upsell';
  linked_product_sku: string;
  linked_product_type: ProductTypeId;
  position?: number;
  qty?: number;
  is_default?: boolean;
  product?: ProductDocument;
}

export interface BundleOption {
  option_id: number;
  title: string;
  type: 'select' | 'radio' | 'checkbox' | 'multi';
  required: boolean;
  position: number;
  product_links: { id: number; sku: string; qty: number; is_default: boolean; position?: number }[];
}

export interface ProductCategoryRef {
  category_id: number;
  name: string;
  slug?: string;
  path?: string;
}

export interface ProductDocument {
  id: number;
  sku: string;
  name: string;
  slug: string;
  type_id: ProductTypeId;
  url_key: string;
  url_path: string;
  status: ProductStatus;
  visibility: Visibility;
  tax_class_id: number;
  category: ProductCategoryRef[];
  category_ids: number[];
  /** Brand name (one of the three sister brands). */
  manufacturer?: number;
  description?: string;
  short_description?: string;
  meta_title?: string;
  meta_description?: string;
  image: string;
  thumbnail?: string;
  small_image?: string;
  media_gallery: MediaGalleryEntry[];
  stock: StockInfo;
  price: number;
  price_incl_tax: number;
  price_tax?: number;
  original_price?: number;
  original_price_incl_tax?: number;
  special_price?: number | null;
  special_price_incl_tax?: number | null;
  special_from_date?: string | null;
  special_to_date?: string | null;
  /** Omnibus (PAngV §11): the lowest price incl. tax of the 30 days before the special price began; set with a special price. */
  lowest_price_30d_incl_tax?: number | null;
  final_price?: number;
  final_price_incl_tax?: number;
  created_at: string;
  updated_at: string;
  news_from_date?: string | null;
  news_to_date?: string | null;
  is_sale?: boolean;
  configurable_options?: ConfigurableOption[];
  configurable_children?: ConfigurableChild[];
  product_links?: ProductLink[];
  bundle_options?: BundleOption[];
  /** Option ids (value_index) for filters and aggregations, as Magento indexes them. */
  color?: number | number[];
  size?: number | number[];
  color_options?: number[];
  size_options?: number[];
  /** Sizes that can be bought now (enabled, in-stock children): what the size filter matches (shared/catalog/stock.ts). */
  buyable_size_options?: number[];
  hf_color?: string;
  hf_sub_headline?: string;
  hf_cat_description?: string;
  hf_shoe_size?: string;
  hf_shoe_make?: number;
  hf_shoe_last?: number;
  hf_shoe_outsole?: number;
  hf_shoe_type?: number;
  hf_badge_label?: string;
  base_price_amount?: number;
  base_price_base_amount?: number;
  base_price_unit?: number;
  weight?: number;
  /** Genders the product is for: 'men' | 'women' | 'unisex'. */
  gender?: string;
}

export interface CategoryDocument {
  id: number;
  parent_id: number;
  parent_ids?: number[];
  name: string;
  slug: string;
  level: number;
  position: number;
  path: string;
  is_active: boolean;
  include_in_menu: 0 | 1;
  product_count: number;
  children_count: number;
  children_data?: { id: number; children_data?: unknown[] }[];
  url_key: string;
  url_path: string;
  description?: string;
  image?: string | null;
  display_mode?: 'PRODUCTS' | 'PAGE' | 'PRODUCTS_AND_PAGE';
  meta_title?: string;
  meta_description?: string;
  canonical?: string;
  teaser_headline?: string;
  teaser_text?: string;
  cat_menu_right_headline?: string;
  cat_cms_url?: string;
  /** Aside banner of the mega menu (headline, link, image). */
  menu_aside_banner?: { headline: string; link: string; image: string } | null;
}

export interface AttributeOption {
  value: string;
  label: string;
  sort_order?: number;
  swatch?: string;
}

export interface AttributeDocument {
  id: number;
  attribute_id: number;
  attribute_code: string;
  frontend_input: 'select' | 'multiselect' | 'text' | 'price' | 'boolean';
  frontend_label: string;
  default_frontend_label: string;
  is_user_defined: boolean;
  is_visible: boolean;
  is_visible_on_front: boolean;
  is_comparable: boolean;
  is_filterable: boolean;
  position?: number;
  options: AttributeOption[];
}

export interface CmsPageDocument {
  id: number;
  identifier: string;
  title: string;
  content: string;
  content_heading?: string;
  meta_title?: string;
  meta_description?: string;
  meta_keywords?: string;
  active: boolean;
  store_id: number;
}

export interface CmsBlockDocument {
  id: number;
  identifier: string;
  title: string;
  /** HTML, or JSON for product blocks ({category, productsCount, headline, headingLevel}) and banners. */
  content: string;
  active: boolean;
  store_id: number;
}

export interface TaxRuleDocument {
  id: number;
  code: string;
  priority: number;
  position: number;
  customer_tax_class_ids: number[];
  product_tax_class_ids: number[];
  tax_rate_ids: number[];
  rates: { id: number; tax_country_id: string; tax_region_id: number; tax_postcode: string; rate: number; code: string; region_name?: string }[];
}

export interface CatalogDocumentsByEntity {
  product: ProductDocument[];
  category: CategoryDocument[];
  attribute: AttributeDocument[];
  cms_page: CmsPageDocument[];
  cms_block: CmsBlockDocument[];
  taxrule: TaxRuleDocument[];
}

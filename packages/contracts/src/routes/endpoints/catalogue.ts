import { adminEndpoint, storefrontEndpoint } from '../endpoint.ts';

const tag = 'catalogue';
const adminTag = 'admin catalogue';

/** Browsing goods: open to guests. */
export const catalogueEndpoints = {
  categories: storefrontEndpoint({ tag, method: 'GET', path: '/goods/category', auth: 'public' }),
  list: storefrontEndpoint({ tag, method: 'GET', path: '/goods/list', auth: 'public' }),
  /** Records a view for a signed-in caller. */
  detail: storefrontEndpoint({ tag, method: 'GET', path: '/goods/detail', auth: 'public' }),
  hotKeywords: storefrontEndpoint({ tag, method: 'GET', path: '/goods/hot_keywords', auth: 'public' }),
};

/** Favourites and browsing history; every call is the signed-in user's own. */
export const goodsEngagementEndpoints = {
  collectState: storefrontEndpoint({ tag, method: 'GET', path: '/user/collect_product', auth: 'user' }),
  collect: storefrontEndpoint({ tag, method: 'POST', path: '/user/collect_product', auth: 'user' }),
  collectList: storefrontEndpoint({ tag, method: 'GET', path: '/user/collect_list', auth: 'user' }),
  viewList: storefrontEndpoint({ tag, method: 'GET', path: '/user/view_list', auth: 'user' }),
  /** Removes one goods from the caller's own browsing history. */
  viewDelete: storefrontEndpoint({ tag, method: 'POST', path: '/user/view_delete', auth: 'user' }),
  /** The SKUs of a goods the caller waits for, to be told in the inbox when they are back in stock. */
  stockAlerts: storefrontEndpoint({ tag, method: 'GET', path: '/goods/stock_alerts', auth: 'user' }),
  /** Asks to be told once when a sold-out SKU is back in stock; asking again changes nothing. */
  stockAlert: storefrontEndpoint({ tag, method: 'POST', path: '/goods/stock_alert', auth: 'user' }),
  /** Every SKU the caller waits for, most recently asked first. */
  stockAlertList: storefrontEndpoint({ tag, method: 'GET', path: '/user/stock_alert_list', auth: 'user' }),
  /** Stops waiting for a SKU; cancelling an alert the caller does not have changes nothing. */
  stockAlertCancel: storefrontEndpoint({ tag, method: 'POST', path: '/goods/stock_alert/cancel', auth: 'user' }),
};

export const catalogueAdminEndpoints = {
  categories: {
    list: adminEndpoint({ tag: adminTag, method: 'GET', path: '/categories', auth: 'categories:list' }),
    save: adminEndpoint({ tag: adminTag, method: 'POST', path: '/categories/save', auth: 'categories:save' }),
    /** Moves categories under a parent in a given order (drag and drop in the tree). */
    reorder: adminEndpoint({ tag: adminTag, method: 'POST', path: '/categories/reorder', auth: 'categories:save' }),
    delete: adminEndpoint({ tag: adminTag, method: 'POST', path: '/categories/delete', auth: 'categories:delete' }),
  },
  products: {
    list: adminEndpoint({ tag: adminTag, method: 'GET', path: '/goods', auth: 'products:list' }),
    detail: adminEndpoint({ tag: adminTag, method: 'GET', path: '/goods/detail', auth: 'products:detail' }),
    save: adminEndpoint({ tag: adminTag, method: 'POST', path: '/goods/save', auth: 'products:save' }),
    status: adminEndpoint({ tag: adminTag, method: 'POST', path: '/goods/status', auth: 'products:status' }),
    delete: adminEndpoint({ tag: adminTag, method: 'POST', path: '/goods/delete', auth: 'products:delete' }),
    /** Puts the selected goods online or offline in one transaction, answering per id. */
    bulkStatus: adminEndpoint({ tag: adminTag, method: 'POST', path: '/goods/bulk_status', auth: 'products:status' }),
    /** Deletes the selected goods in one transaction, answering per id. */
    bulkDelete: adminEndpoint({ tag: adminTag, method: 'POST', path: '/goods/bulk_delete', auth: 'products:delete' }),
    /** Copies goods with their SKUs, specs, pictures and texts as an offline draft without stock. */
    duplicate: adminEndpoint({ tag: adminTag, method: 'POST', path: '/goods/duplicate', auth: 'products:save' }),
    /** The goods the list's filters match, one CSV row per SKU. */
    export: adminEndpoint({ tag: adminTag, method: 'GET', path: '/goods/export', auth: 'products:export' }),
    /** Creates or updates goods from a CSV in the export's shape, all rows or none. */
    import: adminEndpoint({ tag: adminTag, method: 'POST', path: '/goods/import', auth: 'products:import' }),
  },
  stockMovements: {
    list: adminEndpoint({ tag: adminTag, method: 'GET', path: '/stock_movements', auth: 'stock:list' }),
    /** Sets, adds or takes a SKU's stock with a reason, recorded as a movement. */
    adjust: adminEndpoint({ tag: adminTag, method: 'POST', path: '/stock/adjust', auth: 'stock:adjust' }),
  },
  hotKeywords: {
    list: adminEndpoint({ tag: adminTag, method: 'GET', path: '/hot_keywords', auth: 'hot_keywords:list' }),
    save: adminEndpoint({ tag: adminTag, method: 'POST', path: '/hot_keywords/save', auth: 'hot_keywords:save' }),
    delete: adminEndpoint({ tag: adminTag, method: 'POST', path: '/hot_keywords/delete', auth: 'hot_keywords:delete' }),
  },
  searchSynonyms: {
    list: adminEndpoint({ tag: adminTag, method: 'GET', path: '/search_synonyms', auth: 'search_synonyms:list' }),
    save: adminEndpoint({ tag: adminTag, method: 'POST', path: '/search_synonyms/save', auth: 'search_synonyms:save' }),
    delete: adminEndpoint({ tag: adminTag, method: 'POST', path: '/search_synonyms/delete', auth: 'search_synonyms:delete' }),
  },
};

// The known-device token of the per-account log-in limit: the commerce backend gives it in the log-in answer's
// meta.deviceToken; the edge keeps it in an HttpOnly cookie and sends it back on the next log-in in this header.
export const DEVICE_TOKEN_HEADER = 'x-device-token';
export const DEVICE_COOKIE = 'shop_device';

// What the thank-you page tells a shopper who pays in advance (banktransfer, checkmo): the shop's bank account and
// the order number as the transfer reference. The goods are reserved for seven days (the shop's payment terms page).
export const PREPAYMENT_ACCOUNT = {
  holder: 'Kranich Schuhmanufaktur GmbH',
  bank: 'Sparkasse Baden-Baden Gaggenau',
  iban: 'DE32 6625 0030 0000 1234 56',
  bic: 'SOLADES1BAD',
} as const;

export const PREPAYMENT_RESERVATION_DAYS = 7;

export const isPrepayment = (code: string): boolean => code === 'banktransfer' || code === 'checkmo';

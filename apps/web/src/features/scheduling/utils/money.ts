/** "$89.00, GST-free": consult fees are medical services, which are GST-free in Australia. */
export const formatFee = (cents: number) =>
  `${new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(cents / 100)}, GST-free`;

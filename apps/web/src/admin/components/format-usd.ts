const money = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' });

/** A decimal dollar string of the API ("1234.5") for display ("$1,234.50"); display only. */
export const formatUsd = (decimal: string) => money.format(Number(decimal));

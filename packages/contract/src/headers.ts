/** Request headers of DESIGN §4. All optional: the merchant may come from the domain. */
export const HEADER = {
  authorization: 'authorization',
  merchant: 'merchant',
  language: 'language',
  device: 'device',
  operatorKey: 'operator-key',
} as const;

export const DEVICES = ['MOBILE', 'OTHERS', 'WEB'] as const;

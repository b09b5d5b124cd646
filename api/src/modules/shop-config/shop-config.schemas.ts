import { Type, type Static } from 'typebox';

export const ShopConfigSchema = Type.Object(
  {
    currencies: Type.Array(Type.Union([Type.Literal('BDT'), Type.Literal('JPY')])),
    jpyPerBdt: Type.Number({ description: 'Yen per taka; JPY amounts are rounded to whole yen' }),
    shipping: Type.Object(
      {
        freeShippingThreshold: Type.Integer({ description: 'Taka; Japan ships free from here' }),
        domesticFee: Type.Integer({ description: 'Taka, inside Japan below the threshold' }),
        internationalFee: Type.Integer({ description: 'Taka, flat, abroad' }),
        countries: Type.Array(Type.String()),
      },
      { additionalProperties: false },
    ),
    prefectures: Type.Array(Type.String(), { description: 'All 47, in English' }),
    deliveryDays: Type.Record(Type.String(), Type.Integer({ minimum: 1 }), {
      description: 'Days from shipping to delivery, by prefecture',
    }),
    internationalDeliveryDays: Type.Integer({ minimum: 1 }),
    cutoffHour: Type.Integer({ minimum: 0, maximum: 23 }),
    timeZone: Type.String(),
    payments: Type.Object(
      {
        gateway: Type.String({ description: 'The payment gateway adapter in use' }),
        testMode: Type.Boolean({
          description: 'True when no money moves (the built-in test gateway)',
        }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export type ShopConfig = Static<typeof ShopConfigSchema>;

export const getShopConfigSchema = {
  tags: ['config'],
  summary: 'Display currencies, exchange rate, shipping rules and delivery table',
  response: { 200: ShopConfigSchema },
};

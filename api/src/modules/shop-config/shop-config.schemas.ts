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
        countries: Type.Array(Type.String(), {
          description:
            'Every destination, in the order a taka shopper sees them (Bangladesh first)',
        }),
        countriesByCurrency: Type.Object(
          { BDT: Type.Array(Type.String()), JPY: Type.Array(Type.String()) },
          {
            additionalProperties: false,
            description:
              'The list per display currency: Bangladesh first for taka, Japan first for yen',
          },
        ),
        countryCodes: Type.Record(Type.String(), Type.String(), {
          description: 'ISO 3166-1 alpha-2 code by country name',
        }),
        bangladesh: Type.Object(
          {
            dhakaCityFee: Type.Integer({
              description: 'Taka, inside Dhaka city below the threshold',
            }),
            outsideDhakaFee: Type.Integer({ description: 'Taka, elsewhere below the threshold' }),
            cutoffHour: Type.Integer({ minimum: 0, maximum: 23 }),
            timeZone: Type.String(),
            weeklyHoliday: Type.String(),
            deliveryDays: Type.Object(
              {
                dhaka: Type.Integer(),
                divisionalCity: Type.Integer(),
                elsewhere: Type.Integer(),
              },
              { additionalProperties: false },
            ),
            pickup: Type.Object(
              { name: Type.String(), city: Type.String(), fee: Type.Integer() },
              { additionalProperties: false, description: 'Ready the next shipping day' },
            ),
            mobilePattern: Type.String({
              description:
                'What the API accepts as a mobile number (a JavaScript regular expression)',
            }),
          },
          { additionalProperties: false },
        ),
        japan: Type.Object(
          {
            deliveryDateSpanDays: Type.Integer({
              description:
                "A delivery date may be asked for up to this many days after the quote's",
            }),
            deliverySlots: Type.Array(
              Type.Object(
                { id: Type.String(), label: Type.String(), labelJa: Type.String() },
                { additionalProperties: false },
              ),
            ),
            consumptionTaxRate: Type.Integer({ description: 'Percent, included in every price' }),
          },
          { additionalProperties: false },
        ),
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

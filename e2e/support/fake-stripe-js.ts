import type { BrowserContext, Page, Route } from 'playwright-core';

// A stand-in for Stripe.js in browser tests, talking to the fake Stripe
// (api/test/support/fake-stripe.ts). @stripe/stripe-js 10.x's loadStripe injects
// https://js.stripe.com/endive/stripe.js (its release train; `?advancedFraudSignals=false`
// may follow) and expects `window.Stripe.version` to name that train. The stand-in posts
// to https://api.stripe.com and frames the challenge from https://hooks.stripe.com as
// Stripe.js does, and the test's browser answers those hosts from the fake
// (routeFakeStripeJs): the shop's Content Security Policy is tested with Stripe's real
// hosts. Unlike Stripe.js, the card fields are plain inputs in the page (no iframe), so a
// test fills them directly: input[name="cardnumber"], input[name="exp-date"],
// input[name="cvc"].

/** Start the fake Stripe with this as `browserBaseUrl` so challenge and voucher pages load
 * from Stripe's own host (allowed by the shop's CSP), answered by the fake. */
export const FAKE_STRIPE_BROWSER_BASE_URL = 'https://hooks.stripe.com';

/** What loadStripe asks for (any release train, with or without its query string). */
export const STRIPE_JS_URL = /^https:\/\/js\.stripe\.com\//;

const STRIPE_HOSTS = /^https:\/\/(api|hooks)\.stripe\.com\//;

/** The source of the stand-in, served as https://js.stripe.com/endive/stripe.js. */
export const FAKE_STRIPE_JS = String.raw`(function () {
  'use strict';
  var API = 'https://api.stripe.com';

  function encode(value, prefix, pairs) {
    if (value === undefined || value === null) return pairs;
    if (typeof value === 'object') {
      Object.keys(value).forEach(function (key) {
        encode(value[key], prefix ? prefix + '[' + key + ']' : key, pairs);
      });
    } else {
      pairs.push(encodeURIComponent(prefix) + '=' + encodeURIComponent(String(value)));
    }
    return pairs;
  }

  function call(method, path, params) {
    var query = encode(params, '', []).join('&');
    var init = method === 'GET'
      ? { method: 'GET' }
      : { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: query };
    return fetch(API + path + (method === 'GET' ? '?' + query : ''), init).then(function (response) {
      return response.json().then(function (body) {
        return { ok: response.ok, body: body };
      });
    });
  }

  function intentId(clientSecret) {
    return String(clientSecret).split('_secret_')[0];
  }

  function brandOf(digits) {
    if (/^4/.test(digits)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
    if (/^3[47]/.test(digits)) return 'amex';
    if (/^35/.test(digits)) return 'jcb';
    return 'unknown';
  }

  function input(name, label, placeholder, autocomplete) {
    var field = document.createElement('input');
    field.name = name;
    field.setAttribute('aria-label', label);
    field.placeholder = placeholder;
    field.autocomplete = autocomplete;
    field.inputMode = 'numeric';
    field.style.cssText = 'border:0;outline:0;font:inherit;min-width:0;background:transparent';
    return field;
  }

  function CardElement() {
    var handlers = {};
    var root = document.createElement('div');
    root.className = 'StripeElement';
    root.setAttribute('data-fake-stripe', 'card');
    root.style.cssText = 'display:flex;gap:8px';
    var number = input('cardnumber', 'Card number', '1234 1234 1234 1234', 'cc-number');
    var expiry = input('exp-date', 'Expiration date MM / YY', 'MM / YY', 'cc-exp');
    var cvc = input('cvc', 'Security code', 'CVC', 'cc-csc');
    number.style.flex = '1';
    expiry.style.width = '5em';
    cvc.style.width = '3.5em';
    root.appendChild(number);
    root.appendChild(expiry);
    root.appendChild(cvc);

    function emit(type, event) {
      (handlers[type] || []).forEach(function (handler) { handler(event); });
    }
    function values() {
      var digits = number.value.replace(/\D/g, '');
      var parts = expiry.value.replace(/\s/g, '').split('/');
      var year = Number(parts[1] || 0);
      return {
        number: digits,
        exp_month: Number(parts[0] || 0),
        exp_year: year < 100 ? 2000 + year : year,
        cvc: cvc.value.replace(/\D/g, ''),
      };
    }
    function changed() {
      var card = values();
      var complete = card.number.length >= 12 && card.exp_month >= 1 && card.exp_month <= 12 &&
        card.exp_year >= 2000 && card.cvc.length >= 3;
      root.classList.toggle('StripeElement--complete', complete);
      root.classList.toggle('StripeElement--empty', !card.number && !expiry.value && !cvc.value);
      emit('change', {
        elementType: 'card',
        empty: !card.number && !expiry.value && !cvc.value,
        complete: complete,
        brand: brandOf(card.number),
        error: undefined,
        value: { postalCode: '' },
      });
    }
    [number, expiry, cvc].forEach(function (field) {
      field.addEventListener('input', changed);
      field.addEventListener('focus', function () { emit('focus', { elementType: 'card' }); });
      field.addEventListener('blur', function () { emit('blur', { elementType: 'card' }); });
    });

    var element = {
      _values: values,
      mount: function (target) {
        var host = typeof target === 'string' ? document.querySelector(target) : target;
        if (!host) throw new Error('Stripe.js: the element to mount on was not found');
        host.appendChild(root);
        setTimeout(function () { emit('ready', { elementType: 'card' }); }, 0);
        return element;
      },
      unmount: function () { if (root.parentNode) root.parentNode.removeChild(root); return element; },
      destroy: function () { element.unmount(); handlers = {}; return element; },
      update: function () { return element; },
      focus: function () { number.focus(); return element; },
      blur: function () { return element; },
      clear: function () { number.value = ''; expiry.value = ''; cvc.value = ''; changed(); return element; },
      on: function (type, handler) { (handlers[type] = handlers[type] || []).push(handler); return element; },
      off: function (type, handler) {
        handlers[type] = (handlers[type] || []).filter(function (h) { return h !== handler; });
        return element;
      },
      once: function (type, handler) {
        var wrapped = function (event) { element.off(type, wrapped); handler(event); };
        return element.on(type, wrapped);
      },
    };
    return element;
  }

  function challenge(url, id) {
    return new Promise(function (resolve) {
      var overlay = document.createElement('div');
      overlay.setAttribute('data-fake-stripe', 'challenge');
      overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center';
      var frame = document.createElement('iframe');
      frame.name = 'stripe-challenge-frame';
      frame.title = '3D Secure authentication';
      frame.src = url;
      frame.style.cssText = 'width:420px;height:360px;border:0;background:#fff';
      overlay.appendChild(frame);
      document.body.appendChild(overlay);
      function done(event) {
        if (!event.data || event.data.fakeStripe3ds !== id) return;
        window.removeEventListener('message', done);
        overlay.parentNode.removeChild(overlay);
        resolve();
      }
      window.addEventListener('message', done);
    });
  }

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string') throw new Error('Stripe.js: a publishable key is needed');

    function retrieve(clientSecret) {
      return call('GET', '/v1/payment_intents/' + intentId(clientSecret), {
        client_secret: clientSecret,
        key: publishableKey,
      });
    }

    function confirm(clientSecret, params) {
      params.client_secret = clientSecret;
      params.key = publishableKey;
      return call('POST', '/v1/payment_intents/' + intentId(clientSecret) + '/confirm', params);
    }

    function result(answer) {
      return answer.ok ? { paymentIntent: answer.body } : { error: answer.body.error };
    }

    var registered = {};
    var stripe = {
      _registerWrapper: function () {},
      registerAppInfo: function () {},
      elements: function () {
        return {
          create: function (type) {
            if (type !== 'card') throw new Error('The fake Stripe.js only has the card element');
            registered.card = CardElement();
            return registered.card;
          },
          getElement: function (type) { return registered[type] || null; },
          update: function () {},
        };
      },
      retrievePaymentIntent: function (clientSecret) {
        return retrieve(clientSecret).then(result);
      },
      confirmCardPayment: function (clientSecret, data, options) {
        data = data || {};
        var params = {};
        var method = data.payment_method;
        if (typeof method === 'string') {
          params.payment_method = method;
        } else if (method && method.card) {
          params.payment_method_data = {
            type: 'card',
            card: method.card._values(),
            billing_details: method.billing_details,
          };
        }
        if (data.return_url) params.return_url = data.return_url;
        return confirm(clientSecret, params).then(function (answer) {
          if (!answer.ok) return { error: answer.body.error };
          var intent = answer.body;
          var next = intent.next_action;
          if (intent.status !== 'requires_action' || !next || next.type !== 'redirect_to_url' ||
              (options && options.handleActions === false)) {
            return { paymentIntent: intent };
          }
          return challenge(next.redirect_to_url.url, intent.id)
            .then(function () { return retrieve(clientSecret); })
            .then(function (read) {
              if (!read.ok) return { error: read.body.error };
              if (read.body.status === 'succeeded') return { paymentIntent: read.body };
              return {
                error: Object.assign({}, read.body.last_payment_error || {
                  type: 'invalid_request_error',
                  code: 'payment_intent_authentication_failure',
                  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
                }, { payment_intent: read.body }),
              };
            });
        });
      },
      confirmKonbiniPayment: function (clientSecret, data) {
        data = data || {};
        var method = data.payment_method || {};
        var params = {
          payment_method_data: { type: 'konbini', billing_details: method.billing_details },
        };
        if (data.payment_method_options) params.payment_method_options = data.payment_method_options;
        // Stripe.js would show its voucher dialog; the shop shows the voucher itself.
        return confirm(clientSecret, params).then(result);
      },
      createPaymentMethod: function () {
        return Promise.resolve({ error: { type: 'invalid_request_error', message: 'Not in the fake Stripe.js' } });
      },
      createToken: function () {
        return Promise.resolve({ error: { type: 'invalid_request_error', message: 'Not in the fake Stripe.js' } });
      },
    };
    return stripe;
  }
  // The release train @stripe/stripe-js 10.x expects (it warns on another).
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

async function forward(route: Route, fakeUrl: string): Promise<void> {
  const asked = new URL(route.request().url());
  // The browser follows redirects itself (the challenge's way back to return_url).
  const response = await route.fetch({
    url: `${fakeUrl.replace(/\/$/, '')}${asked.pathname}${asked.search}`,
    maxRedirects: 0,
  });
  await route.fulfill({ response });
}

/**
 * Makes the page (or every page of a context) load the stand-in for Stripe.js and answers
 * Stripe's API and challenge hosts from the fake Stripe at `fakeUrl`.
 */
export async function routeFakeStripeJs(
  target: Page | BrowserContext,
  fakeUrl: string,
): Promise<void> {
  await target.route(STRIPE_JS_URL, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript; charset=utf-8',
      headers: { 'access-control-allow-origin': '*' },
      body: FAKE_STRIPE_JS,
    }),
  );
  await target.route(STRIPE_HOSTS, (route) => forward(route, fakeUrl));
}

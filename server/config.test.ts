import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('WhatsApp Cloud API settings', () => {
  it('are off without a token and phone number id', () => {
    expect(loadConfig({}).whatsapp).toBeUndefined();
  });

  it('are read with the default API address, trailing slashes removed', () => {
    expect(
      loadConfig({ WHATSAPP_TOKEN: 'EAAG123', WHATSAPP_PHONE_NUMBER_ID: '1065403522' }).whatsapp,
    ).toEqual({
      apiUrl: 'https://graph.facebook.com/v21.0',
      token: 'EAAG123',
      phoneNumberId: '1065403522',
    });
    expect(
      loadConfig({
        WHATSAPP_TOKEN: 't',
        WHATSAPP_PHONE_NUMBER_ID: '1',
        WHATSAPP_API_URL: 'http://127.0.0.1:9/v21.0//',
      }).whatsapp?.apiUrl,
    ).toBe('http://127.0.0.1:9/v21.0');
  });

  it.each([
    [{ WHATSAPP_TOKEN: 't' }, /given together/],
    [{ WHATSAPP_PHONE_NUMBER_ID: '1' }, /given together/],
    [{ WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '+62 812' }, /must be digits/],
    [{ WHATSAPP_TOKEN: 'a b', WHATSAPP_PHONE_NUMBER_ID: '1' }, /spaces/],
    [{ WHATSAPP_API_URL: 'graph.facebook.com' }, /WHATSAPP_API_URL/],
  ])('stop the start with a clear message when wrong: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

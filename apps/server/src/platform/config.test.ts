import { describe, expect, it } from 'vitest';
import { ConfigError, assertPaymentProviderAllowed, loadConfig, parseTrustProxy } from './config.js';

/** An environment with a secret of its own, so that nothing is written beside the repository's data. */
const env = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({ SESSION_SECRET: 'config-test-secret-config-test-secret', ...extra });

describe('DEMO_MODE', () => {
  it('is off unless switched on, whatever the database: the embedded one no longer implies it', () => {
    expect(loadConfig(env()).demoMode).toBe(false);
    expect(loadConfig(env({ DATABASE_URL: 'postgres://db/pc' })).demoMode).toBe(false);
    expect(loadConfig(env({ DEMO_MODE: 'true' })).demoMode).toBe(true);
    expect(loadConfig(env({ DEMO_MODE: 'false' })).demoMode).toBe(false);
  });

  it('takes true or false only', () => {
    expect(() => loadConfig(env({ DEMO_MODE: 'yes' }))).toThrow(/DEMO_MODE must be true or false/);
  });
});

describe('PAYMENT_PROVIDER', () => {
  it('the test provider (free payments) runs outside demo mode only when asked for by name', () => {
    expect(() => assertPaymentProviderAllowed(loadConfig(env()))).toThrow(/PAYMENT_PROVIDER=test/);
    expect(() => assertPaymentProviderAllowed(loadConfig(env({ DATABASE_URL: 'postgres://db/pc' })))).toThrow(/PAYMENT_PROVIDER/);
    expect(() => assertPaymentProviderAllowed(loadConfig(env({ PAYMENT_PROVIDER: 'test' })))).not.toThrow();
    expect(() => assertPaymentProviderAllowed(loadConfig(env({ DEMO_MODE: 'true' })))).not.toThrow();
  });
});

describe('TRUST_PROXY', () => {
  it('takes a number of hops or the proxies addresses and CIDRs', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1,fd00::/8')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8']);
    expect(loadConfig(env({ TRUST_PROXY: '1' })).trustProxy).toBe(1);
  });

  it('refuses a bare true (the client writes the left-most X-Forwarded-For) and anything it cannot read, in one line', () => {
    expect(() => loadConfig(env({ TRUST_PROXY: 'true' }))).toThrow(/TRUST_PROXY=true .*TRUST_PROXY=1/);
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.internal', '1.2.3.4/8/1']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('sign-in limits', () => {
  it('per address and account 10 in 15 minutes; per account slow after 5, locked for 15 minutes at 10', () => {
    const config = loadConfig(env());
    expect([config.signInMaxFailures, config.signInWindowMinutes]).toEqual([10, 15]);
    expect(config.signInAccount).toEqual({ slowAfter: 5, lockAfter: 10, lockMinutes: 15 });
  });
});

describe('SESSION_SECRET', () => {
  it('must be given with DATABASE_URL, where several hosts sign with it: none is made up per data directory', () => {
    const noSecret = { DATABASE_URL: 'postgres://db/pc', DATA_DIR: '/nonexistent/config-test' };
    expect(() => loadConfig(noSecret)).toThrow(ConfigError);
    expect(() => loadConfig(noSecret)).toThrow(/^SESSION_SECRET must be set with DATABASE_URL/);
    expect(loadConfig(env({ DATABASE_URL: 'postgres://db/pc' })).sessionSecret).toBe('config-test-secret-config-test-secret');
  });

  it('is at least 32 characters when given', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET must be at least 32 characters/);
  });
});

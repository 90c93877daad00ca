import { describe, expect, it } from 'vitest';
import { maskEmail, maskIpAddress, maskName, maskPhone } from './masking.js';

describe('maskName', () => {
  it('keeps the family name and hides every other letter', () => {
    expect(maskName('김서연')).toBe('김○○');
    expect(maskName('남궁민수')).toBe('남○○○');
  });

  it('hides something even in a one-letter name', () => {
    expect(maskName('김')).toBe('김○');
  });

  it('counts letters outside the Basic Multilingual Plane as one', () => {
    expect(maskName('𠀀가나')).toBe('𠀀○○');
  });
});

describe('maskPhone', () => {
  it('keeps the first and last groups of a number, with or without hyphens', () => {
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskPhone('1234')).toBe('***');
  });
});

describe('maskEmail', () => {
  it('keeps the first character of the name and the domain', () => {
    expect(maskEmail('admin@demo.test')).toBe('a****@demo.test');
    expect(maskEmail('a@demo.test')).toBe('a*@demo.test');
  });
});

describe('maskIpAddress', () => {
  it.each([
    ['211.234.10.25', '211.***.***.25'],
    ['::ffff:121.131.5.201', '121.***.***.201'],
    ['2001:db8:85a3::8a2e:370:7334', '2001:db8:****:7334'],
    ['::1', '****'],
    ['not-an-address', '****'],
  ])('%s shows as %s', (address, shown) => {
    expect(maskIpAddress(address)).toBe(shown);
  });
});

describe('maskEmail', () => {
  it('keeps the first character of the local part and the domain', () => {
    expect(maskEmail('kim.seoyeon@nuricloud.co.kr')).toBe('k**********@nuricloud.co.kr');
  });

  it('hides something even in a one-letter local part, and never shows a string without @ whole', () => {
    expect(maskEmail('k@nuri.co.kr')).toBe('k*@nuri.co.kr');
    expect(maskEmail('nobody')).toBe('n○○○○○');
  });
});

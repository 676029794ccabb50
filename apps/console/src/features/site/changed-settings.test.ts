import { describe, expect, it } from 'vitest';
import { changedSettings, mergeValues } from './changed-settings';

describe('changedSettings', () => {
  const before = {
    name: 'Lucky',
    whitelabel: { CBS3: true, PTSYS3: true },
    templates: { mem_cen: '0', parameters: { appIcon: '/m/a.svg', themeColor: '#000000' } },
    resources: [
      { resourceType: 'IOS', url: 'https://a.example/ios' },
      { resourceType: 'Android', url: 'https://a.example/apk' },
    ],
    register: {
      fields: { email: { enabled: true, required: false, pattern: '.+@.+' } },
      captcha: { enabled: true },
    },
  };

  it('sends nothing when nothing changed, absent and null alike', () => {
    expect(changedSettings(before, structuredClone(before))).toBeUndefined();
    expect(changedSettings({ a: undefined }, { a: null })).toBeUndefined();
  });

  it('sends only the changed leaves of objects, at any depth', () => {
    const after = mergeValues(before, {
      whitelabel: { CBS3: false },
      templates: { parameters: { themeColor: '#7a0f14' } },
    });
    expect(changedSettings(before, after)).toEqual({
      whitelabel: { CBS3: false },
      templates: { parameters: { themeColor: '#7a0f14' } },
    });
  });

  it('sends an array whole when one item changed (the server replaces arrays)', () => {
    const resources = [before.resources[0], { resourceType: 'Android', url: 'https://b.example/apk' }];
    expect(changedSettings(before, { ...before, resources })).toEqual({ resources });
  });

  it('sends a path named whole with what the form did not show (a field pattern)', () => {
    const after = mergeValues(before, { register: { captcha: { enabled: false } } });
    expect(changedSettings(before, after, ['register'])).toEqual({
      register: { fields: before.register.fields, captcha: { enabled: false } },
    });
  });
});

describe('mergeValues', () => {
  it('merges objects and replaces arrays, leaving both inputs as they were', () => {
    const base = { a: { b: 1, c: 2 }, list: [1, 2] };
    expect(mergeValues(base, { a: { c: 3 }, list: [3] })).toEqual({ a: { b: 1, c: 3 }, list: [3] });
    expect(base).toEqual({ a: { b: 1, c: 2 }, list: [1, 2] });
  });
});

import type { SiteConfig } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { withSafeLinks } from './queries';

describe('withSafeLinks', () => {
  it('keeps https, tel:, mailto: and site paths and drops every other link the server sent', () => {
    const config = {
      customerService: [
        { csType: 'CS', title: 'Chat', path: 'https://chat.example.com/live' },
        { csType: 'phone', title: 'Call', path: 'tel:+84901234567' },
        { csType: 'x', title: 'Bad', path: 'javascript:alert(1)' },
      ],
      paths: {
        liveChat: 'https://chat.example.com/live',
        mail: 'mailto:help@example.com',
        licence: 'data:text/html,<script>alert(1)</script>',
        terms: 'http://example.com/terms',
        help: '/m/help',
        other: '//evil.example/',
      },
      resources: [
        { resourceType: 'Android', url: 'JavaScript:alert(1)' },
        { resourceType: 'IOS', url: 'https://download.example.com/app.ipa' },
      ],
    } as unknown as SiteConfig;
    expect(withSafeLinks(config)).toEqual({
      customerService: [config.customerService[0], config.customerService[1]],
      paths: { liveChat: 'https://chat.example.com/live', mail: 'mailto:help@example.com', help: '/m/help' },
      resources: [{ resourceType: 'IOS', url: 'https://download.example.com/app.ipa' }],
    });
  });
});

import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, matchPath } from 'react-router-dom';
import {
  contactFor,
  normalizeShopConfig,
  type ContactDetails,
  type SocialLinks,
} from '@shop/shared';
import { SHELL_ROUTES } from '../routes';
import { Footer } from './footer';

/** The route patterns the shell defines (its route table), without the catch-all. */
function shellRoutes(): string[] {
  return SHELL_ROUTES.map((route) => route.path);
}

const ADDRESS = 'House 12, Road 5, Dhanmondi, Dhaka';
const HOURS = 'Sat–Thu 10:00–20:00';
const PHONE = '+880 1712-345678';
const EMAIL = 'support@circuithaat.example';
const contact: ContactDetails = { phone: PHONE, email: EMAIL, address: ADDRESS, hours: HOURS };

function renderFooter(props: { contact?: ContactDetails; social?: SocialLinks } = {}) {
  return render(
    <MemoryRouter>
      <Footer contact={props.contact ?? contact} social={props.social ?? {}} />
    </MemoryRouter>,
  );
}

describe('Footer quick links', () => {
  it('the route table is sane', () => {
    const routes = shellRoutes();
    expect(routes).toEqual(
      expect.arrayContaining(['/', '/about', '/delivery-info', '/category/:slug', '/pc-builder']),
    );
    expect(routes).not.toContain('*');
  });

  it('all point to real routes of the shell, never to Not Found', () => {
    renderFooter();
    const routes = shellRoutes();
    const nav = screen.getByRole('navigation', { name: 'Quick links' });
    const links = within(nav).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(5);

    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      const matched = routes.filter((route) => matchPath({ path: route, end: true }, href));
      expect({ href, matched: matched.length > 0 }).toEqual({ href, matched: true });
    }
  });

  it('category links use /category/:slug with the spec slugs', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Quick links' });
    const specSlugs = [
      'desktop-components',
      'laptops',
      'monitors',
      'graphics-cards',
      'peripherals',
      'storage',
      'networking',
      'gaming',
    ];
    const categoryHrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/category/'));
    expect(categoryHrefs.length).toBeGreaterThan(0);
    for (const href of categoryHrefs) {
      expect(specSlugs).toContain(href.slice('/category/'.length));
    }
  });
});

describe('Footer contact details', () => {
  it('renders address, phone, e-mail and hours', () => {
    renderFooter();
    const section = screen.getByRole('region', { name: 'Contact' });
    expect(within(section).getByText(ADDRESS)).toBeInTheDocument();
    expect(within(section).getByText(HOURS)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: PHONE })).toHaveAttribute(
      'href',
      'tel:+8801712345678',
    );
    expect(within(section).getByRole('link', { name: EMAIL })).toHaveAttribute(
      'href',
      'mailto:support@circuithaat.example',
    );
  });

  it('leaves out a missing contact detail and the whole section when there are none', () => {
    const { unmount } = renderFooter({ contact: { email: 'support@circuithaat.example' } });
    const section = screen.getByRole('region', { name: 'Contact' });
    expect(within(section).getAllByRole('link')).toHaveLength(1);
    expect(section.querySelector('a[href^="tel:"]')).toBeNull();
    unmount();

    renderFooter({ contact: {} });
    expect(screen.queryByRole('region', { name: 'Contact' })).not.toBeInTheDocument();
    expect(screen.queryByText('Contact')).not.toBeInTheDocument();
  });
});

describe('Footer contact details per language', () => {
  it("shows the language's own address and hours from the configuration, the rest in common", () => {
    const config = normalizeShopConfig({
      contact: { phone: PHONE, email: EMAIL, address: ADDRESS, hours: HOURS },
      contactByLocale: {
        ja: {
          address: 'ダッカ 1205 エレファント・ロード 12番地',
          hours: '土曜〜木曜 10:00〜20:00',
        },
        xx: { address: 'not a language of the shop' },
      },
    });
    expect(Object.keys(config.contactByLocale)).toEqual(['ja']);
    renderFooter({ contact: contactFor(config, 'ja') });
    const section = screen.getByRole('region', { name: 'Contact' });
    expect(
      within(section).getByText('ダッカ 1205 エレファント・ロード 12番地'),
    ).toBeInTheDocument();
    expect(within(section).getByText('土曜〜木曜 10:00〜20:00')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: PHONE })).toBeInTheDocument();
    expect(contactFor(config, 'bn')).toEqual(config.contact);
  });
});

describe('Footer social links (docs/product.md D13)', () => {
  it('draws a given link and leaves out empty or missing ones', () => {
    renderFooter({
      social: { facebook: 'https://facebook.com/circuithaat', instagram: '', youtube: undefined },
    });
    const section = screen.getByRole('region', { name: 'Follow us' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Facebook');
    expect(links[0]).toHaveAttribute('href', 'https://facebook.com/circuithaat');
    expect(links[0]).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'YouTube' })).not.toBeInTheDocument();
  });

  it('draws no social section at all when every link is empty (the spec default)', () => {
    renderFooter({ social: { facebook: '', instagram: '', youtube: '', x: '', linkedin: '' } });
    expect(screen.queryByRole('region', { name: 'Follow us' })).not.toBeInTheDocument();
    expect(screen.queryByText('Follow us')).not.toBeInTheDocument();
    for (const name of ['Facebook', 'Instagram', 'YouTube', 'X', 'LinkedIn']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('leaves out blank links of the configuration file the shell reads', () => {
    const config = normalizeShopConfig({
      contact: { phone: '   ', email: 'support@circuithaat.example' },
      social: { facebook: '  ', x: 'https://x.com/circuithaat' },
    });
    renderFooter({ contact: config.contact, social: config.social });
    const social = screen.getByRole('region', { name: 'Follow us' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['X']);
    const details = screen.getByRole('region', { name: 'Contact' });
    expect(details.querySelector('a[href^="tel:"]')).toBeNull();
  });
});

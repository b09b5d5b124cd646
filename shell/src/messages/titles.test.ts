import { SHELL_ROUTES } from '../routes';
import en from './en.json';
import pagesEn from './pages/en.json';

// Every page of the route table is named in the shell's messages (and so in every
// language: the catalog test holds ja and bn to the English ids): the tab's title while a
// remote's page loads, and each own page's title (in the own pages' catalog, pages/).

const OWN_PAGE_MESSAGES: Record<string, string> = {
  about: 'about.title',
  deliveryInfo: 'delivery.title',
  admin: 'staff.admin',
  pos: 'staff.pos',
};

test.each(SHELL_ROUTES.map((route) => [route.path, route] as const))(
  '%s has a title',
  (_path, route) => {
    const id = route.kind === 'remote' ? `title.${route.ref.page}` : OWN_PAGE_MESSAGES[route.page];
    expect(id && { ...en, ...pagesEn }[id as keyof typeof en]).toBeTruthy();
  },
);

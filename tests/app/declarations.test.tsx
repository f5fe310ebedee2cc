import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../domain/paths';
import resourcesDoc from '../../docs/resources.md?raw';
import inquiryIndex from '../../src/inquiry-data/index.tsx?raw';
import { inquiryData } from '../../src/inquiry-data';
import { menuEntries } from '../../src/layout/menuEntries';
import { pageRoutes, resourceElements } from '../../src/resources/appRoutes';
import { lazyScreen } from '../../src/common/lazyScreen';
import { collectDeclarations } from '../../src/resources/declarations';
import type { FeatureDeclaration } from '../../src/resources/featureTypes';
import { canAccessResource } from '../../src/resources/resourceAccess';

type Props = { name?: string; path?: string; children?: ReactElement[] };
const props = (element: unknown) => (isValidElement(element) ? (element.props as Props) : {});

describe('a screen added by one declaration in its feature folder (docs/resources.md)', () => {
  it('is the declaration the documentation shows, word for word', () => {
    expect(resourcesDoc).toContain(inquiryIndex.trim());
  });

  it('gives the app its resource, its route at the product’s path, its menu entry and its access', () => {
    const declarations = collectDeclarations([inquiryData]);
    const [resource] = resourceElements(declarations);
    expect(props(resource).name).toBe('inquiry-data');
    expect(props(resource).children?.map((route) => props(route).path)).toEqual(['edit/:id']);
    expect(declarations.hasScreen(PATHS.inquiryData)).toBe(true);
    expect(declarations.hasScreen(PATHS.inquiryDataEdit)).toBe(true);
    expect(menuEntries(declarations, 'SBS').map((entry) => entry.key)).toEqual(['inquiryData']);
    expect(menuEntries(declarations, 'CABANG')).toEqual([]);
    const edit = { resource: 'inquiry-data', action: 'edit' };
    expect(canAccessResource(declarations, 'SBS', edit)).toBe(true);
    expect(canAccessResource(declarations, 'ESS', edit)).toBe(false);
  });

  it('adds a page at its path, guarded by the route table unless it says otherwise', () => {
    const page: FeatureDeclaration = {
      name: 'example',
      pages: [{ path: PATHS.helpCenter, component: () => null }],
    };
    const declarations = collectDeclarations([page]);
    expect(pageRoutes(declarations, 'shell').map((route) => props(route).path)).toEqual([
      PATHS.helpCenter,
    ]);
    expect(pageRoutes(declarations, 'public')).toEqual([]);
  });

  it('starts the download of the screen a tab opens on, a resource route before its edit', async () => {
    const loaded: string[] = [];
    const screen = (name: string) =>
      lazyScreen(async () => {
        loaded.push(name);
        return { default: () => null };
      });
    const declarations = collectDeclarations([
      {
        name: 'example',
        pages: [{ path: PATHS.helpCenter, component: screen('help') }],
        resources: [
          {
            name: 'registration-form',
            dialect: 'api',
            access: { list: 'registrations.list' },
            endpoints: {},
            views: { list: screen('list'), edit: screen('edit') },
            routes: [{ path: PATHS.registrationCreate, component: screen('create') }],
          },
        ],
      },
    ]);
    for (const path of [
      PATHS.helpCenter,
      '/registration-form/',
      PATHS.registrationCreate,
      '/registration-form/12',
      '/nowhere',
    ]) {
      declarations.preloadScreen(path);
    }
    expect(loaded).toEqual(['help', 'list', 'create', 'edit']);
    expect(declarations.lazyScreens.map((screen) => screen.path)).toEqual([
      PATHS.helpCenter,
      PATHS.registrationCreate,
      '/registration-form',
      '/registration-form/:id',
    ]);
  });

  it('refuses what would shadow another declaration, and a route outside its resource', () => {
    expect(() => collectDeclarations([inquiryData, { ...inquiryData, name: 'copy' }])).toThrow(
      'declared twice',
    );
    expect(() =>
      collectDeclarations([
        { name: 'a', api: { getThing: async () => 1 } },
        { name: 'b', api: { getThing: async () => 2 } },
      ]),
    ).toThrow('API call getThing is declared twice');
    const misplaced: FeatureDeclaration = {
      name: 'misplaced',
      resources: [
        {
          name: 'aog-mog',
          dialect: 'api',
          access: {},
          endpoints: {},
          views: {},
          routes: [{ path: PATHS.inquiryDataEdit, component: () => null }],
        },
      ],
    };
    expect(() => collectDeclarations([misplaced])).toThrow('is not under /aog-mog/');
  });
});

import type { ContentView } from '../catalogue/catalogue-store';
import { createListingStore, paging } from '../catalogue/listing-store';
import { serverCaches } from '../catalogue/server-caches';
import { createTaxonomyStore } from '../catalogue/taxonomy-store';
import { HttpError } from '../http-error';
import { requestOrigin, type ServerContext } from '../server-context';
import type { OperationHandlers, OperationRequest } from './operation-handler';

/** How many contents each showcase category of the main page shows. */
const martContents = 12;

/** Handlers of content types, categories and the menu (more-catalogue). */
export function taxonomyHandlers(context: ServerContext) {
  const { db, catalogue } = context;
  const taxonomy = createTaxonomyStore(db);
  const listing = createListingStore(db, catalogue);
  const caches = serverCaches(context);

  function typeOr404(id: number) {
    const type = taxonomy.type(id);
    if (!type) throw new HttpError(404, `No content type with id ${id}`);
    return type;
  }

  function categoryContents(
    request: OperationRequest<'listCategoryContents' | 'pageCategoryContents'>,
  ) {
    const { typeId, slug } = request.params;
    typeOr404(typeId);
    const category = taxonomy.category(typeId, slug);
    if (!category) throw new HttpError(404, `No category ${slug} of content type ${typeId}`);
    return listing.inCategory(category.id, paging(request.body), requestOrigin(request));
  }

  return {
    async listTypes() {
      return taxonomy.types();
    },

    async getType(request) {
      return typeOr404(request.params.id);
    },

    async getTypeBySlug(request) {
      const type = taxonomy.typeBySlug(request.params.slug);
      if (!type) throw new HttpError(404, `No content type with slug ${request.params.slug}`);
      return type;
    },

    async listCategoryContents(request) {
      return categoryContents(request).items;
    },

    async pageCategoryContents(request) {
      return categoryContents(request);
    },

    async getCategory(request) {
      const { slug, id } = request.params;
      typeOr404(id);
      const category = taxonomy.category(id, slug);
      if (!category) throw new HttpError(404, `No category ${slug} of content type ${id}`);
      return category;
    },

    async getCategoryTree(request) {
      typeOr404(request.params.id);
      return taxonomy.tree(request.params.id);
    },

    async getMainMart(request) {
      const origin = requestOrigin(request);
      return taxonomy.mainMart(martContents).map(({ contentIds, ...category }) => ({
        ...category,
        // The store joined contents, so every id exists.
        contents: contentIds.map((id) => catalogue.content(id, origin) as ContentView),
      }));
    },

    async getCategoryFilters(request) {
      const { id } = request.params;
      if (!taxonomy.categoryById(id)) throw new HttpError(404, `No category with id ${id}`);
      return taxonomy.filters(id);
    },

    async getMenu() {
      return caches.menu.get('menu', () => taxonomy.menu());
    },
  } satisfies OperationHandlers;
}

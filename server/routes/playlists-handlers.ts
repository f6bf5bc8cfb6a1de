import { createListingStore, paging } from '../catalogue/listing-store';
import { createPlaylistsStore } from '../catalogue/playlists-store';
import { HttpError } from '../http-error';
import { requestOrigin, type ServerContext } from '../server-context';
import type { OperationHandlers } from './operation-handler';
import { signedInUser } from './auth-handlers';

/** Handlers of the playlists: read for anyone, create and fill for the signed-in user. */
export function playlistsHandlers({ db, catalogue }: ServerContext) {
  const playlists = createPlaylistsStore(db);
  const listing = createListingStore(db, catalogue);

  function playlistOr404(id: number) {
    const playlist = playlists.byId(id);
    if (!playlist) throw new HttpError(404, `No playlist with id ${id}`);
    return playlist;
  }

  return {
    async listPlaylists(request) {
      return playlists.page(paging(request.body));
    },

    async pagePlaylistContents(request) {
      const { id } = playlistOr404(request.params.id);
      return listing.inPlaylist(id, paging(request.body), requestOrigin(request));
    },

    async createPlaylist(request, reply) {
      const user = signedInUser(request);
      const { body } = request;
      const title = body.title.trim();
      if (!title) throw new HttpError(400, 'body/title must not be blank');
      const playlist = playlists.create(user.id, { ...body, title });
      if (!playlist) throw new HttpError(409, `The slug ${body.slug} is taken`);
      return reply.code(201).send(playlist);
    },

    async getPlaylist(request) {
      return playlistOr404(request.params.id);
    },

    async getPlaylistBySlug(request) {
      const playlist = playlists.bySlug(request.params.slug);
      if (!playlist) throw new HttpError(404, `No playlist with slug ${request.params.slug}`);
      return playlist;
    },

    async addPlaylistContent(request) {
      const user = signedInUser(request);
      const playlist = playlistOr404(request.params.id);
      const { contentId } = request.params;
      // The editors' playlists (no owner) and other users' are the administrators' to change.
      if (playlist.owner?.id !== user.id && user.role !== 'admin') {
        throw new HttpError(403, 'Only its owner or an administrator changes a playlist');
      }
      if (!catalogue.contentRow(contentId)) {
        throw new HttpError(404, `No content with id ${contentId}`);
      }
      return playlists.addContent(playlist.id, contentId);
    },
  } satisfies OperationHandlers;
}

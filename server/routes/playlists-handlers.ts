import type { FastifyReply, FastifyRequest } from 'fastify';
import { createListingStore, paging, type PageBody } from '../catalogue/listing-store';
import { createPlaylistsStore } from '../catalogue/playlists-store';
import { HttpError } from '../http-error';
import { requestOrigin, type ServerContext } from '../server-context';
import { signedInUser } from './auth-handlers';

type Request<P = object> = FastifyRequest<{ Params: P }>;
type NewPlaylist = { title: string; description?: string; slug?: string };

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
    async listPlaylists(request: FastifyRequest) {
      return playlists.page(paging(request.body as PageBody | undefined));
    },

    async pagePlaylistContents(request: Request<{ id: number }>) {
      const body = request.body as PageBody | undefined;
      const { id } = playlistOr404(request.params.id);
      return listing.inPlaylist(id, paging(body), requestOrigin(request));
    },

    async createPlaylist(request: FastifyRequest, reply: FastifyReply) {
      const user = signedInUser(request);
      const body = request.body as NewPlaylist;
      const title = body.title.trim();
      if (!title) throw new HttpError(400, 'body/title must not be blank');
      const playlist = playlists.create(user.id, { ...body, title });
      if (!playlist) throw new HttpError(409, `The slug ${body.slug} is taken`);
      return reply.code(201).send(playlist);
    },

    async getPlaylist(request: Request<{ id: number }>) {
      return playlistOr404(request.params.id);
    },

    async getPlaylistBySlug(request: Request<{ slug: string }>) {
      const playlist = playlists.bySlug(request.params.slug);
      if (!playlist) throw new HttpError(404, `No playlist with slug ${request.params.slug}`);
      return playlist;
    },

    async addPlaylistContent(request: Request<{ id: number; contentId: number }>) {
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
  };
}

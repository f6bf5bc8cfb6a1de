import type { FastifyReply, FastifyRequest } from 'fastify';
import { paging, type PageBody } from '../catalogue/listing-store';
import { createReviewsStore, type ReviewInput } from '../catalogue/reviews-store';
import { HttpError } from '../http-error';
import type { ServerContext } from '../server-context';
import { signedInUser } from './auth-handlers';

type Request<P> = FastifyRequest<{ Params: P }>;
type ReviewParams = { id: number; reviewId: number };

/** Handlers of the contents' reviews: list for anyone, write for the signed-in user. */
export function reviewsHandlers({ db, catalogue }: ServerContext) {
  const reviews = createReviewsStore(db);

  function contentOr404(id: number) {
    if (!catalogue.contentRow(id)) throw new HttpError(404, `No content with id ${id}`);
  }

  function reviewOr404({ id, reviewId }: ReviewParams) {
    contentOr404(id);
    const review = reviews.find(id, reviewId);
    if (!review) throw new HttpError(404, `No review ${reviewId} of content ${id}`);
    return review;
  }

  return {
    async listReviews(request: Request<{ id: number }>) {
      const body = request.body as PageBody | undefined;
      contentOr404(request.params.id);
      return reviews.page(request.params.id, paging(body));
    },

    async createReview(request: Request<{ id: number }>, reply: FastifyReply) {
      const user = signedInUser(request);
      const body = request.body as ReviewInput;
      contentOr404(request.params.id);
      const review = reviews.create(request.params.id, user.id, body);
      if (!review) {
        throw new HttpError(409, 'You have reviewed this content; edit that review instead');
      }
      return reply.code(201).send(review);
    },

    async updateReview(request: Request<ReviewParams>) {
      const user = signedInUser(request);
      const body = request.body as ReviewInput;
      const review = reviewOr404(request.params);
      if (review.author.id !== user.id) throw new HttpError(403, 'Only its author edits a review');
      return reviews.update(review.id, body);
    },

    async deleteReview(request: Request<ReviewParams>, reply: FastifyReply) {
      const user = signedInUser(request);
      const review = reviewOr404(request.params);
      // Administrators moderate: they may delete anyone's review.
      if (review.author.id !== user.id && user.role !== 'admin') {
        throw new HttpError(403, 'Only its author or an administrator deletes a review');
      }
      reviews.remove(review.id);
      return reply.code(204).send();
    },

    async voteReview(request: Request<ReviewParams>) {
      const user = signedInUser(request);
      const { value } = request.body as { value: -1 | 0 | 1 };
      const review = reviewOr404(request.params);
      return reviews.vote(review.id, user.id, value);
    },
  };
}

import { paging } from '../catalogue/listing-store';
import { createReviewsStore } from '../catalogue/reviews-store';
import { HttpError } from '../http-error';
import type { ServerContext } from '../server-context';
import { signedInUser } from './auth-handlers';
import type { OperationHandlers, OperationRequest } from './operation-handler';

type ReviewParams = OperationRequest<'updateReview' | 'deleteReview' | 'voteReview'>['params'];

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
    async listReviews(request) {
      contentOr404(request.params.id);
      return reviews.page(request.params.id, paging(request.body));
    },

    async createReview(request, reply) {
      const user = signedInUser(request);
      contentOr404(request.params.id);
      const review = reviews.create(request.params.id, user.id, request.body);
      if (!review) {
        throw new HttpError(409, 'You have reviewed this content; edit that review instead');
      }
      return reply.code(201).send(review);
    },

    async updateReview(request) {
      const user = signedInUser(request);
      const review = reviewOr404(request.params);
      if (review.author.id !== user.id) throw new HttpError(403, 'Only its author edits a review');
      return reviews.update(review.id, request.body);
    },

    async deleteReview(request, reply) {
      const user = signedInUser(request);
      const review = reviewOr404(request.params);
      // Administrators moderate: they may delete anyone's review.
      if (review.author.id !== user.id && user.role !== 'admin') {
        throw new HttpError(403, 'Only its author or an administrator deletes a review');
      }
      reviews.remove(review.id);
      return reply.code(204).send();
    },

    async voteReview(request) {
      const user = signedInUser(request);
      const { value } = request.body;
      const review = reviewOr404(request.params);
      return reviews.vote(review.id, user.id, value);
    },
  } satisfies OperationHandlers;
}

/** The duration reported for an ad whose length is not known (spec section 9). */
export const unknownAdDuration = -2;

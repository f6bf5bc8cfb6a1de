import type { DeviceType } from './device-type';
import type { StatAdFields } from './stat-ad-fields';

/** The content fields analytics reads (the catalogue's Content, spec section 3). */
export interface StatContent {
  id: number;
  title: string;
  contentType: { slug: string };
  posterUrl: string | null;
  kinopoiskId: number | null;
  year: number | null;
  countries: { slug: string }[];
  languages: { code: string }[];
  rating: {
    kinopoisk: { value: number | null };
    imdb: { value: number | null; url: string | null };
  };
}

/** Where the player is, in the terms of the payload. */
export interface StatPlayback {
  episode: { order: number; season: { order: number } | null; posterPath: string | null };
  isSeries: boolean;
  userId: string | undefined;
  currentTime: number;
  duration: number;
  playbackRate: number;
  /** Height of the level playing, undefined while unknown (0 when the stream does not say). */
  qualityHeight: number | undefined;
  /** Language code of the audio playing; '' when the stream does not say (the content's first is used). */
  language: string;
  /** Wall-clock seconds spent playing. */
  realTimePlayed: number;
  /** Media seconds actually watched; seeks excluded. */
  videoTimePlayed: number;
  deviceType: DeviceType;
}

// The IMDb id is the tt… part of the title page's address.
function imdbId(url: string | null): string | null {
  return url?.match(/\/title\/(tt\d+)/)?.[1] ?? null;
}

// A level without a height (the blocked-content placeholder) or none known yet has no quality.
const quality = (height: number | undefined) =>
  height !== undefined && height > 0 ? `${height}p` : '';

const seconds = (value: number) => (Number.isFinite(value) ? Math.round(value * 100) / 100 : 0);

/** The statistics payload of spec section 7, every field, in the spec's own spelling. */
export function buildStatPayload(content: StatContent, playback: StatPlayback, ad: StatAdFields) {
  return {
    video_id: content.id,
    video_title: content.title,
    duration: seconds(playback.duration),
    player_type: 'embedded' as const,
    video_category: content.contentType.slug,
    video_thumbnail: playback.episode.posterPath ?? content.posterUrl,
    kinopoisk_raiting: content.rating.kinopoisk.value,
    kinopoisk_id: content.kinopoiskId,
    IMDb_raiting: content.rating.imdb.value,
    IMDb_id: imdbId(content.rating.imdb.url),
    year: content.year,
    countries: content.countries.map((country) => country.slug),
    current_time: seconds(playback.currentTime),
    playback_rate: playback.playbackRate,
    real_time_played_sec: Math.round(playback.realTimePlayed),
    video_time_played_sec: Math.round(playback.videoTimePlayed),
    video_quality: quality(playback.qualityHeight),
    season: playback.isSeries ? (playback.episode.season?.order ?? null) : null,
    episode: playback.isSeries ? playback.episode.order : null,
    language: playback.language || content.languages[0]?.code || null,
    device_type: playback.deviceType,
    user_id: playback.userId ?? null,
    isTrailer: 0 as const,
    ...ad,
  };
}

export type StatPayload = ReturnType<typeof buildStatPayload>;

import type { components } from './generated/openapi';

type Schemas = components['schemas'];

/** Shapes of the catalogue and authentication services, generated from api/openapi.yaml. */
export type Content = Schemas['Content'];
export type Episode = Schemas['Episode'];
export type Season = Schemas['Season'];
export type AdList = Schemas['AdList'];
export type Availability = Schemas['Availability'];
export type HistoryItem = Schemas['HistoryItem'];
export type HistoryEntry = Schemas['HistoryEntry'];
export type Page = Schemas['Page'];
export type User = Schemas['User'];
export type AuthPayload = Schemas['AuthPayload'];
export type Credentials = Schemas['Credentials'];
export type SignUp = Schemas['SignUp'];
export type SignUpCompletion = Schemas['SignUpCompletion'];
export type NewUser = Schemas['NewUser'];
export type PasswordChange = Schemas['PasswordChange'];
export type PasswordRestore = Schemas['PasswordRestore'];
export type OpenObject = Schemas['OpenObject'];

/** Options every call takes. */
export interface CallOptions {
  /** Aborts the request; the call then rejects with an AbortError, which is not an ApiError. */
  signal?: AbortSignal;
  /** Lets the request outlive the page (fetch keepalive), for saves on page exit. */
  keepalive?: boolean;
}

/** Shapes of the more-catalogue calls (the rest of section 7). */
export type PageRequest = Schemas['PageRequest'];
export type ContentFilter = Schemas['ContentFilter'];
export type ContentPage = Schemas['ContentPage'];
export type PromoSlide = Schemas['PromoSlide'];
export type Review = Schemas['Review'];
export type ReviewPage = Schemas['ReviewPage'];
export type ReviewInput = Schemas['ReviewInput'];
export type ReviewVote = Schemas['ReviewVote'];
export type ContentType = Schemas['ContentType'];
export type Category = Schemas['Category'];
export type CategoryNode = Schemas['CategoryNode'];
export type MartCategory = Schemas['MartCategory'];
export type CategoryFilters = Schemas['CategoryFilters'];
export type Playlist = Schemas['Playlist'];
export type PlaylistPage = Schemas['PlaylistPage'];
export type NewPlaylist = Schemas['NewPlaylist'];
export type PersonType = Schemas['PersonType'];
export type Person = Schemas['Person'];
export type PersonCredit = Schemas['PersonCredit'];
export type FreshEpisodesRequest = Schemas['FreshEpisodesRequest'];
export type FreshEpisode = Schemas['FreshEpisode'];
export type EpisodeResource = Schemas['EpisodeResource'];
export type CountriesRequest = Schemas['CountriesRequest'];
export type Country = Schemas['Country'];
export type Language = Schemas['Language'];
export type Genre = Schemas['Genre'];
export type Tag = Schemas['Tag'];
export type VoiceAuthor = Schemas['VoiceAuthor'];
export type Subtitle = Schemas['Subtitle'];
export type MenuItem = Schemas['MenuItem'];
export type AbuseReportInput = Schemas['AbuseReportInput'];
export type AbuseReport = Schemas['AbuseReport'];
export type SitemapMeta = Schemas['SitemapMeta'];
export type CacheInfo = Schemas['CacheInfo'];

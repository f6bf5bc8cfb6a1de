/** VAST documents for the unit tests; every URL lives on ads.test. */
export const adServer = 'https://ads.test';
export const tagUrl = `${adServer}/vast.xml`;

/** A tracking URL of the fixtures. */
export const track = (ad: string, event: string) => `${adServer}/track?ad=${ad}&event=${event}`;

/** An Error URL of the fixtures, [ERRORCODE] still in it. */
export const errorTemplate = (ad: string) =>
  `${adServer}/track?ad=${ad}&event=error&code=[ERRORCODE]`;

/** An Error URL as pinged with a code. */
export const errorPing = (ad: string, code: number) =>
  `${adServer}/track?ad=${ad}&event=error&code=${code}`;

const cdata = (text: string) => `<![CDATA[${text}]]>`;

const trackingXml = (ad: string, events: string[]) =>
  events
    .map((event) => `<Tracking event="${event}">${cdata(track(ad, event))}</Tracking>`)
    .join('');

const video360 = `<MediaFile delivery="progressive" type="video/mp4" width="640" height="360" bitrate="350">${cdata(`${adServer}/ad-360.mp4`)}</MediaFile>`;

/** A VAST 2.0 inline ad: no skip offset, no progress events. */
export const vast2Inline = `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="2.0">
  <Ad id="v2">
    <InLine>
      <AdSystem>test</AdSystem>
      <AdTitle>v2</AdTitle>
      <Error>${cdata(errorTemplate('v2'))}</Error>
      <Impression>${cdata(track('v2', 'impression'))}</Impression>
      <Creatives>
        <Creative id="v2-creative">
          <Linear>
            <Duration>00:00:15</Duration>
            <TrackingEvents>${trackingXml('v2', ['creativeView', 'start', 'midpoint', 'complete', 'pause', 'resume'])}</TrackingEvents>
            <VideoClicks>
              <ClickThrough>${cdata(`${adServer}/landing?ad=v2`)}</ClickThrough>
              <ClickTracking>${cdata(track('v2', 'click'))}</ClickTracking>
            </VideoClicks>
            <MediaFiles>${video360}</MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>`;

/** A VAST 3.0 inline ad with every tracking event, two progress offsets and three media files. */
export const vast3Inline = `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="3.0">
  <Ad id="v3">
    <InLine>
      <AdSystem version="1.0">test</AdSystem>
      <AdTitle>v3</AdTitle>
      <Error>${cdata(errorTemplate('v3'))}</Error>
      <Impression>${cdata(track('v3', 'impression'))}</Impression>
      <Impression>${cdata(track('v3', 'impression2'))}</Impression>
      <Creatives>
        <Creative id="v3-creative" sequence="1">
          <Linear skipoffset="00:00:05">
            <Duration>00:00:30.500</Duration>
            <TrackingEvents>
              ${trackingXml('v3', ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'pause', 'resume', 'mute', 'unmute', 'skip', 'closeLinear'])}
              <Tracking event="progress" offset="00:00:05">${cdata(track('v3', 'progress5s'))}</Tracking>
              <Tracking event="progress" offset="25%">${cdata(track('v3', 'progress25'))}</Tracking>
            </TrackingEvents>
            <VideoClicks>
              <ClickThrough>${cdata(`${adServer}/landing?ad=v3`)}</ClickThrough>
              <ClickTracking>${cdata(track('v3', 'click'))}</ClickTracking>
              <ClickTracking>${cdata(track('v3', 'click2'))}</ClickTracking>
            </VideoClicks>
            <MediaFiles>
              <MediaFile delivery="progressive" type="video/webm" width="1280" height="720" bitrate="1200">${cdata(`${adServer}/ad-720.webm`)}</MediaFile>
              ${video360}
              <MediaFile delivery="progressive" type="video/mp4" width="1920" height="1080">${cdata(`${adServer}/ad-1080.mp4`)}</MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>`;

/** A VAST 4.1 inline ad: skip offset in MM:SS, Impression ids, the loaded event, a codec. */
export const vast4Inline = `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.1">
  <Ad id="v4">
    <InLine>
      <AdSystem version="1.0">test</AdSystem>
      <AdServingId>v4-serving</AdServingId>
      <AdTitle>v4</AdTitle>
      <Error>${cdata(errorTemplate('v4'))}</Error>
      <Impression id="imp-1">${cdata(track('v4', 'impression'))}</Impression>
      <Creatives>
        <Creative id="v4-creative" adId="v4-ad-id">
          <UniversalAdId idRegistry="test">v4</UniversalAdId>
          <Linear skipoffset="00:03">
            <Duration>00:00:04.000</Duration>
            <TrackingEvents>
              ${trackingXml('v4', ['loaded', 'start', 'complete'])}
              <Tracking event="progress" offset="00:00:02.500">${cdata(track('v4', 'progress'))}</Tracking>
            </TrackingEvents>
            <VideoClicks>
              <ClickThrough id="landing">${cdata(`${adServer}/landing?ad=v4`)}</ClickThrough>
            </VideoClicks>
            <MediaFiles>
              <MediaFile delivery="progressive" type="video/mp4" width="640" height="360" codec="avc1.4D401E">${cdata(`${adServer}/ad-4s.mp4`)}</MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>`;

/** A VPAID ad: a JavaScript media file and its AdParameters. */
export const vpaidInline = `<VAST version="3.0">
  <Ad id="vpaid">
    <InLine>
      <AdSystem>test</AdSystem>
      <AdTitle>vpaid</AdTitle>
      <Impression>${cdata(track('vpaid', 'impression'))}</Impression>
      <Creatives>
        <Creative>
          <Linear>
            <Duration>00:00:20</Duration>
            <AdParameters>${cdata('{"clickUrl":"https://ads.test/c"}')}</AdParameters>
            <MediaFiles>
              <MediaFile delivery="progressive" type="application/javascript" apiFramework="VPAID" width="640" height="360">${cdata(`${adServer}/vpaid.js`)}</MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>`;

/** Options of a made-up inline ad: its name is in its URLs, the rest is XML put as is. */
interface InlineOptions {
  name?: string;
  adAttributes?: string;
  creativeAttributes?: string;
  linearAttributes?: string;
  duration?: string;
  mediaFiles?: string;
}

/** An inline <Ad> element with the given attributes, duration and media files. */
export function inlineAd({
  name = 'custom',
  adAttributes = `id="${name}"`,
  creativeAttributes = '',
  linearAttributes = '',
  duration = '00:00:10',
  mediaFiles = video360,
}: InlineOptions = {}): string {
  return `<Ad ${adAttributes}>
    <InLine>
      <AdSystem>test</AdSystem>
      <AdTitle>${name}</AdTitle>
      <Error>${cdata(errorTemplate(name))}</Error>
      <Impression>${cdata(track(name, 'impression'))}</Impression>
      <Creatives>
        <Creative ${creativeAttributes}>
          <Linear ${linearAttributes}>
            <Duration>${duration}</Duration>
            <MediaFiles>${mediaFiles}</MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>`;
}

/** A VAST 3.0 response holding one inlineAd. */
export const inlineVast = (options: InlineOptions = {}) =>
  `<VAST version="3.0">${inlineAd(options)}</VAST>`;

/** A VAST 3.0 wrapper named `name` that points at `next`, with its own tracking. */
export function wrapperVast(name: string, next: string): string {
  return `<VAST version="3.0">
  <Ad id="${name}">
    <Wrapper>
      <AdSystem>test</AdSystem>
      <VASTAdTagURI>${cdata(next)}</VASTAdTagURI>
      <Error>${cdata(errorTemplate(name))}</Error>
      <Impression>${cdata(track(name, 'impression'))}</Impression>
      <Creatives>
        <Creative>
          <Linear>
            <TrackingEvents>
              ${trackingXml(name, ['start', 'complete'])}
              <Tracking event="progress" offset="00:00:05">${cdata(track(name, 'progress5s'))}</Tracking>
            </TrackingEvents>
            <VideoClicks>
              <ClickTracking>${cdata(track(name, 'click'))}</ClickTracking>
            </VideoClicks>
          </Linear>
        </Creative>
      </Creatives>
    </Wrapper>
  </Ad>
</VAST>`;
}

/** A VAST with no Ad, only its root Error. */
export const emptyVast = `<VAST version="3.0"><Error>${cdata(errorTemplate('empty'))}</Error></VAST>`;

/** Two inline ads in one response. */
export const twoAdsVast = `<VAST version="3.0">${inlineAd({ name: 'first' })}${inlineAd({ name: 'second' })}</VAST>`;

/** An inline ad whose only creative is a companion banner. */
export const companionOnlyVast = `<VAST version="3.0">
  <Ad id="companion">
    <InLine>
      <AdSystem>test</AdSystem>
      <AdTitle>companion</AdTitle>
      <Error>${cdata(errorTemplate('companion'))}</Error>
      <Impression>${cdata(track('companion', 'impression'))}</Impression>
      <Creatives>
        <Creative>
          <CompanionAds>
            <Companion width="300" height="250">
              <StaticResource creativeType="image/png">${cdata(`${adServer}/banner.png`)}</StaticResource>
            </Companion>
          </CompanionAds>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>`;

/** An inline ad with no Creatives at all. */
export const noCreativesVast = `<VAST version="3.0">
  <Error>${cdata(errorTemplate('root'))}</Error>
  <Ad id="bare">
    <InLine>
      <AdSystem>test</AdSystem>
      <AdTitle>bare</AdTitle>
      <Error>${cdata(errorTemplate('bare'))}</Error>
      <Impression>${cdata(track('bare', 'impression'))}</Impression>
    </InLine>
  </Ad>
</VAST>`;

/** An Ad element with neither InLine nor Wrapper in it (InLine misspelt). */
export const hollowAdVast = `<VAST version="3.0">
  <Error>${cdata(errorTemplate('root'))}</Error>
  <Ad id="hollow"><Inline><AdSystem>test</AdSystem></Inline></Ad>
</VAST>`;

/** A Wrapper without its VASTAdTagURI. */
export const taglessWrapperVast = `<VAST version="3.0">
  <Error>${cdata(errorTemplate('root'))}</Error>
  <Ad id="tagless">
    <Wrapper>
      <AdSystem>test</AdSystem>
      <Error>${cdata(errorTemplate('tagless'))}</Error>
      <Impression>${cdata(track('tagless', 'impression'))}</Impression>
    </Wrapper>
  </Ad>
</VAST>`;

/** A page an ad server might send instead of VAST. */
export const htmlPage = `<!doctype html><html><head><meta charset="utf-8"><title>Error</title></head><body><p>Bad gateway</body></html>`;

/** Well-formed XHTML: parses, but is not VAST. */
export const xhtmlPage = `<html xmlns="http://www.w3.org/1999/xhtml"><body><p>Not VAST</p></body></html>`;

/** A VAST 4.1 linear ad with its SIMID creative beside its media file. */
export const simidLinearInline = `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.1">
  <Ad id="simid">
    <InLine>
      <AdSystem>test</AdSystem>
      <AdTitle>simid</AdTitle>
      <Impression>${cdata(track('simid', 'impression'))}</Impression>
      <Creatives>
        <Creative id="simid-creative">
          <Linear>
            <Duration>00:00:15</Duration>
            <TrackingEvents>${trackingXml('simid', ['creativeView', 'start'])}</TrackingEvents>
            <AdParameters>${cdata('[{"question":"?"}]')}</AdParameters>
            <MediaFiles>
              ${video360}
              <InteractiveCreativeFile type="text/html" apiFramework="SIMID" variableDuration="true">${cdata(`${adServer}/simid/survey.html`)}</InteractiveCreativeFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>`;

/** A VAST 4.1 ad whose one creative is a nonlinear overlay of `apiFramework`, on `resource`. */
export function nonlinearVast(apiFramework: string, resource = 'IFrameResource'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.1">
  <Ad id="overlay">
    <InLine>
      <AdSystem>test</AdSystem>
      <AdTitle>overlay</AdTitle>
      <Error>${cdata(errorTemplate('overlay'))}</Error>
      <Impression>${cdata(track('overlay', 'impression'))}</Impression>
      <Creatives>
        <Creative id="overlay-creative">
          <NonLinearAds>
            <TrackingEvents>${trackingXml('overlay', ['creativeView', 'acceptInvitation', 'collapse', 'close'])}</TrackingEvents>
            <NonLinear id="banner" width="480" height="70" minSuggestedDuration="00:00:20" apiFramework="${apiFramework}">
              <${resource} creativeType="text/html">${cdata(`${adServer}/simid/banner.html`)}</${resource}>
              <AdParameters>${cdata('{"bannerText":"Hi"}')}</AdParameters>
              <NonLinearClickThrough>${cdata(`${adServer}/landing?ad=overlay`)}</NonLinearClickThrough>
              <NonLinearClickTracking>${cdata(track('overlay', 'click'))}</NonLinearClickTracking>
            </NonLinear>
          </NonLinearAds>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>`;
}

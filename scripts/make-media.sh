#!/usr/bin/env bash
# Regenerates the committed media fixtures under media/ (needs ffmpeg: apt-get install -y ffmpeg).
# Why these settings: see docs/media-fixtures.md.
#   bash scripts/make-media.sh              everything (the streams, then their seek-bar thumbnails)
#   bash scripts/make-media.sh thumbnails   only the seek-bar thumbnails (sprite sheets and their
#                                           WebVTT tracks), made from the committed streams, which it
#                                           leaves as they are
#   bash scripts/make-media.sh series-subtitles   only the episodes' subtitle playlists (ru, en),
#                                           added to the committed streams' masters
#   bash scripts/make-media.sh drm          only film 6, film 1 encrypted with Clear Key (CENC
#                                           'cenc') by scripts/clearkey-package/, from the
#                                           committed film 1, which it leaves as it is
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
SRC="$ROOT/scripts/media-src"
MEDIA="$ROOT/media"
DUR=${DUR:-30}
EPISODE_DUR=${EPISODE_DUR:-20}
FPS=${FPS:-30}
GOP=$((FPS * 4))
FONTS=/usr/share/fonts/truetype/dejavu
BOLD="$FONTS/DejaVuSans-Bold.ttf"
MONO="$FONTS/DejaVuSansMono-Bold.ttf"
# Tail of every video filter: one 1280x720 picture becomes the 360p and 720p renditions.
RENDITIONS="split=2[v0][v1];[v0]scale=640:360[v360];[v1]null[v720]"

# hls_encode OUTDIR VAR_STREAM_MAP FFMPEG_ARGS...: the only copy of the encoder and HLS settings.
# FFMPEG_ARGS are the inputs, filters and -map options; the maps must give [v360] then [v720].
hls_encode() {
  local out=$1 streams=$2
  shift 2
  rm -rf "$out"
  mkdir -p "$out"
  # fMP4 (TS makes hls.js show cues early), no B-frames, a key frame and a segment every 4 s;
  # one x264 thread because threaded VBV encodes differ run to run (re-runs would dirty git).
  ffmpeg -hide_banner -loglevel error -y "$@" \
    -c:v libx264 -threads 1 -preset veryfast -profile:v main -bf 0 -pix_fmt yuv420p \
    -g $GOP -keyint_min $GOP -sc_threshold 0 -force_key_frames "expr:gte(t,n_forced*4)" \
    -b:v:0 250k -maxrate:v:0 250k -bufsize:v:0 250k \
    -b:v:1 700k -maxrate:v:1 700k -bufsize:v:1 700k \
    -c:a aac -b:a 48k -ac 2 -ar 48000 \
    -f hls -hls_time 4 -hls_playlist_type vod -hls_list_size 0 \
    -hls_segment_type fmp4 -hls_flags independent_segments \
    -hls_segment_filename "$out/%v/seg_%03d.m4s" \
    -master_pl_name master.m3u8 \
    -var_stream_map "$streams" \
    "$out/%v/index.m3u8"
  # ffmpeg leaves blank lines in the master; drop them so the hand patches below stay simple.
  sed -i -e '/^$/d' "$out/master.m3u8"
}

# make_film OUTDIR LABEL: a 360p + 720p HLS stream (fMP4, 4 s segments), ru/en audio, ru WebVTT.
make_film() {
  local out=$1 label=$2
  hls_encode "$out" \
    "v:0,s:0,agroup:aud,sgroup:subs,name:360p v:1,agroup:aud,name:720p a:0,agroup:aud,language:ru,name:audio_ru,default:yes a:1,agroup:aud,language:en,name:audio_en" \
    -f lavfi -i "testsrc2=size=1280x720:rate=${FPS}:duration=${DUR}" \
    -f lavfi -i "sine=frequency=440:sample_rate=48000:duration=${DUR}" \
    -f lavfi -i "sine=frequency=880:sample_rate=48000:duration=${DUR}" \
    -i "$SRC/subs-ru.vtt" \
    -filter_complex "[0:v]drawbox=x=0:y=620:w=iw:h=100:color=black@0.6:t=fill,$RENDITIONS" \
    -map "[v360]" -map "[v720]" -map 1:a -map 2:a -map 3:s \
    -c:s webvtt -metadata title="$label"
  # ffmpeg 5.1 ignores name: for EXT-X-MEDIA NAME and omits LANGUAGE on subtitles: patch the master.
  sed -i \
    -e 's/NAME="audio_2"/NAME="Русский"/' \
    -e 's/NAME="audio_3"/NAME="English"/' \
    -e 's/TYPE=SUBTITLES,GROUP-ID="subs",NAME="subtitle_0",DEFAULT=NO,/TYPE=SUBTITLES,GROUP-ID="subs",NAME="Русские субтитры",DEFAULT=NO,AUTOSELECT=YES,LANGUAGE="ru",/' \
    "$out/master.m3u8"
}

# voice_master OUTFILE AUDIO_DIR LANG NAME CODEC_SUFFIX: a film-1 master with a single voice-over.
# Hand-written so each voice-over is its own source; BANDWIDTH is (video + audio bitrate) * 1.1, as ffmpeg writes it.
voice_master() {
  local out=$1 audio=$2 lang=$3 name=$4 acodec=$5
  cat >"$out" <<EOF
#EXTM3U
#EXT-X-VERSION:7
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="$name",DEFAULT=YES,AUTOSELECT=YES,LANGUAGE="$lang",URI="$audio/index.m3u8"
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Русские субтитры",DEFAULT=NO,AUTOSELECT=YES,LANGUAGE="ru",URI="360p/index_vtt.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=327800,RESOLUTION=640x360,CODECS="avc1.4d401e,$acodec",AUDIO="aud",SUBTITLES="subs"
360p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=822800,RESOLUTION=1280x720,CODECS="avc1.4d401f,$acodec",AUDIO="aud",SUBTITLES="subs"
720p/index.m3u8
EOF
}

# film_extras DIR: the voice-over sources, their JSON list and the side-loaded subtitles of film 1.
film_extras() {
  local dir=$1
  voice_master "$dir/voice-ru.m3u8" audio_ru ru "Русский" mp4a.40.2
  voice_master "$dir/voice-en.m3u8" audio_en en "English" mp4a.40.2
  # Declares AC-3 (the audio is really AAC): only there so the player can show it drops AC-3 sources.
  voice_master "$dir/voice-ru-ac3.m3u8" audio_ru ru "Русский AC3" ac-3
  cp "$SRC/subs-ru.vtt" "$dir/subs-ru.vtt"
  cp "$SRC/subs-en.vtt" "$dir/subs-en.vtt"
  # Links are root-relative: the player prefixes them with the origin of the master URL.
  cat >"$dir/master.json" <<'EOF'
{
  "sources": [
    { "label": "Русский дубляж", "link": "/media/films/film-1/voice-ru.m3u8", "isDefault": true },
    { "label": "English", "link": "/media/films/film-1/voice-en.m3u8", "isDefault": false },
    { "label": "Русский дубляж AC3", "link": "/media/films/film-1/voice-ru-ac3.m3u8", "isDefault": false }
  ],
  "subtitles": [
    { "src": "/media/films/film-1/subs-ru.vtt", "label": "Русские", "language": "ru" },
    { "src": "/media/films/film-1/subs-en.vtt", "label": "English", "language": "en" }
  ],
  "thumbnails": "/media/films/film-1/thumbnails.vtt"
}
EOF
}

# make_episode OUTDIR LABEL FREQ: a 360p + 720p HLS episode with one ru audio track, labelled so
# that a glance (label, large clock) or a listen (sine frequency) tells the episodes apart.
make_episode() {
  local out=$1 label=$2 freq=$3
  local text="drawtext=fontfile=$BOLD:text='$label':fontsize=72:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=24:x=(w-text_w)/2:y=h/2-text_h-40"
  local clock="drawtext=fontfile=$MONO:text='%{pts\:hms}':fontsize=96:fontcolor=white:borderw=4:bordercolor=black:x=(w-text_w)/2:y=h/2+40"
  hls_encode "$out" \
    "v:0,agroup:aud,name:360p v:1,agroup:aud,name:720p a:0,agroup:aud,language:ru,name:audio_ru,default:yes" \
    -f lavfi -i "testsrc2=size=1280x720:rate=${FPS}:duration=${EPISODE_DUR}" \
    -f lavfi -i "sine=frequency=${freq}:sample_rate=48000:duration=${EPISODE_DUR}" \
    -filter_complex "[0:v]$text,$clock,$RENDITIONS" \
    -map "[v360]" -map "[v720]" -map 1:a \
    -metadata title="$label"
  sed -i -e 's/NAME="audio_2"/NAME="Русский"/' "$out/master.m3u8"
}

# Seek-bar thumbnails: 160x90 tiles, 5 across and at most 5 down a sheet, one every
# THUMB_EVERY seconds (at least 2 s, and at most 100 tiles a stream: a few sheets even for a long
# film); JPEG quality 10 keeps a sheet of these test patterns near 25 KB.
THUMB_W=160
THUMB_H=90
THUMB_COLS=5
THUMB_ROWS=5

# vtt_time SECONDS: a WebVTT timestamp (hh:mm:ss.mmm) of a whole or decimal number of seconds.
vtt_time() {
  awk -v s="$1" 'BEGIN { ms = int(s * 1000 + 0.5); printf "%02d:%02d:%02d.%03d", ms / 3600000, ms / 60000 % 60, ms / 1000 % 60, ms % 1000 }'
}

# make_thumbnails DIR: sprite sheets (thumbnails-1.jpg, ...) and the WebVTT track that points at
# their tiles (thumbnails.vtt, cues "thumbnails-1.jpg#xywh=x,y,w,h"), from the stream's 360p
# rendition as committed; a tile shows the frame at its cue's start.
make_thumbnails() {
  local dir=$1 duration every count rows per_sheet i start end sheet cell
  duration=$(awk -F'[:,]' '/^#EXTINF:/ { sum += $2 } END { print sum }' "$dir/360p/index.m3u8")
  every=$(awk -v d="$duration" 'BEGIN { e = int((d + 99) / 100); print (e < 2 ? 2 : e) }')
  count=$(awk -v d="$duration" -v e="$every" 'BEGIN { c = d / e; print (c == int(c) ? c : int(c) + 1) }')
  per_sheet=$((THUMB_COLS * THUMB_ROWS))
  # The grid of a sheet: as many rows as the tiles need, so a short stream's sheet has no blank rows.
  rows=$((((count < per_sheet ? count : per_sheet) + THUMB_COLS - 1) / THUMB_COLS))
  rm -f "$dir"/thumbnails-*.jpg "$dir/thumbnails.vtt"
  ffmpeg -hide_banner -loglevel error -y -threads 1 -i "$dir/360p/index.m3u8" -an -sn \
    -vf "select='isnan(prev_selected_t)+gte(t-prev_selected_t\,$every-0.01)',scale=$THUMB_W:$THUMB_H,tile=${THUMB_COLS}x$rows" \
    -fps_mode passthrough -q:v 10 "$dir/thumbnails-%d.jpg"
  {
    echo WEBVTT
    for ((i = 0; i < count; i++)); do
      start=$((i * every))
      end=$(awk -v a=$(((i + 1) * every)) -v d="$duration" 'BEGIN { print (a < d ? a : d) }')
      sheet=$((i / (THUMB_COLS * rows) + 1))
      cell=$((i % (THUMB_COLS * rows)))
      echo
      echo "$(vtt_time "$start") --> $(vtt_time "$end")"
      echo "thumbnails-$sheet.jpg#xywh=$((cell % THUMB_COLS * THUMB_W)),$((cell / THUMB_COLS * THUMB_H)),$THUMB_W,$THUMB_H"
    done
  } >"$dir/thumbnails.vtt"
}

# make_all_thumbnails: the thumbnails of every seeded stream.
make_all_thumbnails() {
  local dir
  for dir in "$MEDIA/films/film-1" "$MEDIA"/series/*/; do
    make_thumbnails "${dir%/}"
  done
}

# episode_subtitles DIR: Russian and English subtitles for an episode's stream, each one WebVTT
# file in a playlist of one segment, added to its master (once) as the group "subs".
episode_subtitles() {
  local dir=$1 lang name
  for lang in ru en; do
    mkdir -p "$dir/subs_$lang"
    cp "$SRC/episode-subs-$lang.vtt" "$dir/subs_$lang/subs.vtt"
    printf '%s\n' '#EXTM3U' '#EXT-X-VERSION:3' "#EXT-X-TARGETDURATION:$EPISODE_DUR" \
      '#EXT-X-MEDIA-SEQUENCE:0' '#EXT-X-PLAYLIST-TYPE:VOD' "#EXTINF:$EPISODE_DUR.000000," \
      'subs.vtt' '#EXT-X-ENDLIST' >"$dir/subs_$lang/index_vtt.m3u8"
  done
  grep -q 'TYPE=SUBTITLES' "$dir/master.m3u8" && return
  sed -i \
    -e '/^#EXT-X-STREAM-INF/s/$/,SUBTITLES="subs"/' \
    -e '0,/^#EXT-X-STREAM-INF/s//#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Русские",DEFAULT=NO,AUTOSELECT=YES,LANGUAGE="ru",URI="subs_ru\/index_vtt.m3u8"\n#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",DEFAULT=NO,AUTOSELECT=YES,LANGUAGE="en",URI="subs_en\/index_vtt.m3u8"\n&/' \
    "$dir/master.m3u8"
}

# make_all_episode_subtitles: the subtitles of every episode.
make_all_episode_subtitles() {
  local dir
  for dir in "$MEDIA"/series/*/; do
    episode_subtitles "${dir%/}"
  done
}

# make_poster OUTFILE COLOR TITLE SUBTITLE: a small 640x360 JPEG, a title on a plain background.
make_poster() {
  local out=$1 color=$2 title=$3 subtitle=$4
  mkdir -p "$(dirname "$out")"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=${color}:size=640x360" \
    -vf "drawtext=fontfile=$BOLD:text='$title':fontsize=44:fontcolor=white:x=(w-text_w)/2:y=125,drawtext=fontfile=$BOLD:text='$subtitle':fontsize=28:fontcolor=white@0.85:x=(w-text_w)/2:y=200" \
    -frames:v 1 -q:v 6 "$out"
}

# make_placeholder OUTDIR: the 4 s HLS slate the player shows in place of blocked content
# (a player asset: it lives in public/ and ships with the built page).
make_placeholder() {
  local out=$1
  rm -rf "$out"
  mkdir -p "$out"
  ffmpeg -hide_banner -loglevel error -y -threads 1 \
    -f lavfi -i "color=c=0x101014:size=640x360:rate=${FPS}:duration=4" \
    -f lavfi -i "anullsrc=channel_layout=stereo:sample_rate=48000" -t 4 \
    -vf "drawtext=fontfile=$BOLD:text='Видео недоступно':fontsize=40:fontcolor=white@0.8:x=(w-text_w)/2:y=(h-text_h)/2" \
    -c:v libx264 -threads 1 -preset veryfast -profile:v main -bf 0 -pix_fmt yuv420p -b:v 100k \
    -g $GOP -keyint_min $GOP -sc_threshold 0 \
    -c:a aac -b:a 32k -ac 2 -ar 48000 \
    -f hls -hls_time 4 -hls_playlist_type vod -hls_list_size 0 \
    -hls_segment_type fmp4 -hls_segment_filename "$out/seg_%03d.m4s" \
    "$out/blocked.m3u8"
}

# make_ad OUTFILE SECONDS: a progressive MP4 ad creative (H.264 + AAC, moov atom first).
make_ad() {
  local out=$1 seconds=$2
  mkdir -p "$(dirname "$out")"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "smptehdbars=size=640x360:rate=${FPS}:duration=${seconds}" \
    -f lavfi -i "sine=frequency=660:sample_rate=48000:duration=${seconds}" \
    -c:v libx264 -preset veryfast -profile:v main -bf 0 -pix_fmt yuv420p -b:v 300k \
    -c:a aac -b:a 48k -ac 2 -ar 48000 \
    -movflags +faststart \
    "$out"
}

# make_vast OUTFILE ID LINEAR_ATTRS: a VAST 3.0 inline linear ad for media/ads/ad-15s.mp4.
# A template: the server replaces {{ORIGIN}} with its origin, since VAST URLs must be absolute.
make_vast() {
  local out=$1 id=$2 attrs=$3
  local track="{{ORIGIN}}/ads/track?ad=$id&event="
  local event events=""
  for event in start firstQuartile midpoint thirdQuartile complete pause resume mute unmute skip; do
    events+="              <Tracking event=\"$event\"><![CDATA[$track$event]]></Tracking>"$'\n'
  done
  events+="              <Tracking event=\"progress\" offset=\"00:00:05\"><![CDATA[${track}progress]]></Tracking>"
  mkdir -p "$(dirname "$out")"
  cat >"$out" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<VAST version="3.0">
  <Ad id="$id">
    <InLine>
      <AdSystem version="1.0">embed-video-player demo</AdSystem>
      <AdTitle>$id</AdTitle>
      <Error><![CDATA[${track}error&code=[ERRORCODE]]]></Error>
      <Impression><![CDATA[${track}impression]]></Impression>
      <Creatives>
        <Creative id="$id-creative" sequence="1">
          <Linear$attrs>
            <Duration>00:00:15</Duration>
            <TrackingEvents>
$events
            </TrackingEvents>
            <VideoClicks>
              <ClickThrough><![CDATA[{{ORIGIN}}/ads/landing?ad=$id]]></ClickThrough>
              <ClickTracking><![CDATA[${track}click]]></ClickTracking>
            </VideoClicks>
            <MediaFiles>
              <MediaFile delivery="progressive" type="video/mp4" width="640" height="360" bitrate="350"><![CDATA[{{ORIGIN}}/media/ads/ad-15s.mp4]]></MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>
EOF
}

# check_playlist FILE: every URI a playlist references exists (nested playlists too), so hand-written
# masters cannot point at nothing.
check_playlist() {
  local file=$1 dir ref
  dir=$(dirname "$file")
  while read -r ref; do
    [[ -f "$dir/$ref" ]] || { echo "missing: $dir/$ref (from $file)" >&2; exit 1; }
    if [[ $ref == *.m3u8 ]]; then check_playlist "$dir/$ref"; fi
  done < <(playlist_refs "$file")
}

# playlist_refs FILE: the URI="..." attributes and the URI lines of a playlist, one a line
# (not the data: URIs of key tags, which name no file).
playlist_refs() {
  { grep -o 'URI="[^"]*"' "$1" || true; } | sed 's/^URI="//; s/"$//' | { grep -v '^data:' || true; }
  grep -v -e '^#' -e '^$' "$1" || true
}

# check_json_links FILE: every root-relative /media/ link in a JSON file exists.
check_json_links() {
  local file=$1 link
  for link in $(grep -o '"/media/[^"]*"' "$file" | tr -d '"'); do
    [[ -f "$ROOT$link" ]] || { echo "missing: $ROOT$link (from $file)" >&2; exit 1; }
  done
}

# check_xml FILE: the file is well-formed XML (skipped without python3).
check_xml() {
  if command -v python3 >/dev/null; then
    python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' "$1"
  fi
}

# make_drm_film: film 6, the Clear Key demo, packaged from film 1 with the key the reference
# server's license route gives (server/drm/clearkey-demo-keys.json); then its links are checked.
make_drm_film() {
  "$ROOT/node_modules/.bin/tsx" "$ROOT/scripts/clearkey-package/package-film.ts" \
    "$MEDIA/films/film-1" "$MEDIA/films/film-6"
  check_playlist "$MEDIA/films/film-6/master.m3u8"
  check_json_links "$MEDIA/films/film-6/master.json"
}

# Film 6 alone: film 1 stays as it is.
if [[ ${1:-} == drm ]]; then
  make_drm_film
  exit
fi

# The episodes' subtitles alone: the committed streams stay as they are.
if [[ ${1:-} == series-subtitles ]]; then
  make_all_episode_subtitles
  for master in "$MEDIA"/series/*/master.m3u8; do
    check_playlist "$master"
  done
  exit
fi

# The thumbnails alone: the committed streams stay as they are.
if [[ ${1:-} == thumbnails ]]; then
  make_all_thumbnails
  check_json_links "$MEDIA/films/film-1/master.json"
  exit
fi

# Film 1 (content 1): the stream, then its voice-overs and side-loaded subtitles.
make_film "$MEDIA/films/film-1" "Film 1"
film_extras "$MEDIA/films/film-1"

# Series (content 2): five short episodes, each its own stream; a different tone each.
rm -rf "$MEDIA/series"
make_episode "$MEDIA/series/s1e1" "Сезон 1 · Серия 1" 330
make_episode "$MEDIA/series/s1e2" "Сезон 1 · Серия 2" 392
make_episode "$MEDIA/series/s1e3" "Сезон 1 · Серия 3" 494
make_episode "$MEDIA/series/s2e1" "Сезон 2 · Серия 1" 523
make_episode "$MEDIA/series/s2e2" "Сезон 2 · Серия 2" 587
make_all_episode_subtitles

# The seek-bar thumbnails of film 1 and of every episode.
make_all_thumbnails

# Posters: one per content, one per episode.
rm -rf "$MEDIA/posters"
make_poster "$MEDIA/posters/content-1.jpg" 0x1f4e79 "Тестовый фильм" "Фильм"
make_poster "$MEDIA/posters/content-2.jpg" 0x7b2d26 "Тестовый сериал" "2 сезона · 5 серий"
make_poster "$MEDIA/posters/content-3.jpg" 0x2e6b30 "Недоступный фильм" "Фильм"
make_poster "$MEDIA/posters/content-4.jpg" 0x5b2c6f "Сериал без серий" "Сериал"
make_poster "$MEDIA/posters/content-5.jpg" 0x8a6d1c "Фильм с битым плейлистом" "Фильм"
make_poster "$MEDIA/posters/s1e1.jpg" 0x7b2d26 "Сезон 1 · Серия 1" "Тестовый сериал"
make_poster "$MEDIA/posters/s1e2.jpg" 0x7b2d26 "Сезон 1 · Серия 2" "Тестовый сериал"
make_poster "$MEDIA/posters/s1e3.jpg" 0x7b2d26 "Сезон 1 · Серия 3" "Тестовый сериал"
make_poster "$MEDIA/posters/s2e1.jpg" 0x4a3b8c "Сезон 2 · Серия 1" "Тестовый сериал"
make_poster "$MEDIA/posters/s2e2.jpg" 0x4a3b8c "Сезон 2 · Серия 2" "Тестовый сериал"

# The blocked-content slate, shipped with the player page.
make_placeholder "$ROOT/public/placeholder"

# Ads: the creatives and the two generated VAST templates; the other templates in media/vast/ are
# hand-written (wrapper, broken and VAST 2/4 cases), so the folder is not wiped.
make_ad "$MEDIA/ads/ad-15s.mp4" 15
# The short creative of preroll-short, preroll-vast2, preroll-vast4, wrapper and javascript-click.
make_ad "$MEDIA/ads/ad-4s.mp4" 4
make_vast "$MEDIA/vast/preroll-skippable.xml" preroll-skippable ' skipoffset="00:00:05"'
make_vast "$MEDIA/vast/preroll-nonskippable.xml" preroll-nonskippable ''

# Checks: hand-written files point at real files and parse.
for master in "$MEDIA"/films/film-1/*.m3u8 "$MEDIA"/series/*/master.m3u8; do
  check_playlist "$master"
done
check_json_links "$MEDIA/films/film-1/master.json"
for vast in "$MEDIA"/vast/*.xml; do
  check_xml "$vast"
done

# Film 6 (the Clear Key demo): film 1 encrypted, so after it.
make_drm_film
du -sh "$MEDIA"

#!/usr/bin/env bash
# Regenerates the committed media fixtures under media/ (needs ffmpeg: apt-get install -y ffmpeg).
# Why these settings: see the "Media fixtures" section of the README.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
SRC="$ROOT/scripts/media-src"
DUR=${DUR:-30}
FPS=${FPS:-30}
GOP=$((FPS * 4))

# make_film OUTDIR LABEL: a 360p + 720p HLS stream (fMP4, 4 s segments), ru/en audio, ru WebVTT.
make_film() {
  local out=$1 label=$2
  rm -rf "$out"
  mkdir -p "$out"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "testsrc2=size=1280x720:rate=${FPS}:duration=${DUR}" \
    -f lavfi -i "sine=frequency=440:sample_rate=48000:duration=${DUR}" \
    -f lavfi -i "sine=frequency=880:sample_rate=48000:duration=${DUR}" \
    -i "$SRC/subs-ru.vtt" \
    -filter_complex "[0:v]drawbox=x=0:y=620:w=iw:h=100:color=black@0.6:t=fill,split=2[v0][v1];[v0]scale=640:360[v360];[v1]null[v720]" \
    -map "[v360]" -map "[v720]" -map 1:a -map 2:a -map 3:s \
    -c:v libx264 -preset veryfast -profile:v main -bf 0 -pix_fmt yuv420p \
    -g $GOP -keyint_min $GOP -sc_threshold 0 -force_key_frames "expr:gte(t,n_forced*4)" \
    -b:v:0 250k -maxrate:v:0 250k -bufsize:v:0 250k \
    -b:v:1 700k -maxrate:v:1 700k -bufsize:v:1 700k \
    -c:a aac -b:a 48k -ac 2 -ar 48000 \
    -c:s webvtt \
    -metadata title="$label" \
    -f hls -hls_time 4 -hls_playlist_type vod -hls_list_size 0 \
    -hls_segment_type fmp4 -hls_flags independent_segments \
    -hls_segment_filename "$out/%v/seg_%03d.m4s" \
    -master_pl_name master.m3u8 \
    -var_stream_map "v:0,s:0,agroup:aud,sgroup:subs,name:360p v:1,agroup:aud,name:720p a:0,agroup:aud,language:ru,name:audio_ru,default:yes a:1,agroup:aud,language:en,name:audio_en" \
    "$out/%v/index.m3u8"
  # ffmpeg 5.1 ignores name: for EXT-X-MEDIA NAME and omits LANGUAGE on subtitles: patch the master.
  sed -i \
    -e 's/NAME="audio_2"/NAME="Русский"/' \
    -e 's/NAME="audio_3"/NAME="English"/' \
    -e 's/TYPE=SUBTITLES,GROUP-ID="subs",NAME="subtitle_0",DEFAULT=NO,/TYPE=SUBTITLES,GROUP-ID="subs",NAME="Русские субтитры",DEFAULT=NO,AUTOSELECT=YES,LANGUAGE="ru",/' \
    -e '/^$/d' \
    "$out/master.m3u8"
}

# make_ad OUTFILE: a 15 s progressive MP4 ad creative (H.264 + AAC, moov atom first).
make_ad() {
  local out=$1
  mkdir -p "$(dirname "$out")"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "smptehdbars=size=640x360:rate=${FPS}:duration=15" \
    -f lavfi -i "sine=frequency=660:sample_rate=48000:duration=15" \
    -c:v libx264 -preset veryfast -profile:v main -bf 0 -pix_fmt yuv420p -b:v 300k \
    -c:a aac -b:a 48k -ac 2 -ar 48000 \
    -movflags +faststart \
    "$out"
}

make_film "$ROOT/media/films/film-1" "Film 1"
make_ad "$ROOT/media/ads/ad-15s.mp4"
du -sh "$ROOT/media"

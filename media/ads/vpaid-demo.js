/*
 * vpaid-demo.js: the reference server's demo VPAID 2.0 linear creative (plain ES2017, no
 * dependencies). The player loads it in its sandboxed VPAID frame and calls window.getVPAIDAd().
 *
 * AdParameters (JSON): {
 *   "videoUrl": "https://…/ad.mp4",       the video it plays in the player's videoSlot
 *   "skippableAfter": 3,                  seconds of play before skipAd() works (absent: never)
 *   "clickThrough": "https://…/landing"   the advertiser's page, for a click on the ad
 * }
 *
 * Events: AdLoaded when the video can play; AdStarted, AdImpression and AdVideoStart when it
 * first plays; the quartiles by time; AdRemainingTimeChange each second; AdSkippableStateChange
 * once skippable; AdPaused and AdPlaying; AdVolumeChange; AdClickThru(url, '', true) on a click;
 * AdVideoComplete and AdStopped at the end; AdSkipped on skipAd(); AdError on a media error.
 */
(function () {
  'use strict';

  const quartileEvents = ['AdVideoFirstQuartile', 'AdVideoMidpoint', 'AdVideoThirdQuartile'];

  class DemoVpaidAd {
    constructor() {
      this.subscribers = {};
      this.parameters = {};
      this.video = null;
      this.slot = null;
      this.loaded = false;
      this.started = false;
      this.paused = false;
      this.over = false;
      this.skippable = false;
      this.quartiles = 0;
      this.lastSecond = -1;
      this.width = 0;
      this.height = 0;
      // Removes the media and click listeners at the end.
      this.abort = new AbortController();
    }

    // Interface: handshake, subscription.

    handshakeVersion() {
      return '2.0';
    }

    subscribe(callback, eventName, context) {
      (this.subscribers[eventName] = this.subscribers[eventName] || []).push({ callback, context });
    }

    unsubscribe(callback, eventName) {
      const list = this.subscribers[eventName] || [];
      this.subscribers[eventName] = list.filter((entry) => entry.callback !== callback);
    }

    fire(eventName, ...args) {
      (this.subscribers[eventName] || []).slice().forEach((entry) => {
        entry.callback.apply(entry.context, args);
      });
    }

    // Interface: methods.

    initAd(width, height, _viewMode, _desiredBitrate, creativeData, environmentVars) {
      this.width = width;
      this.height = height;
      try {
        this.parameters = JSON.parse((creativeData && creativeData.AdParameters) || '{}');
      } catch (error) {
        return this.finish('AdError', 'AdParameters is not JSON: ' + error.message);
      }
      this.slot = environmentVars.slot;
      this.video = environmentVars.videoSlot;
      if (!this.video || typeof this.parameters.videoUrl !== 'string') {
        return this.finish(
          'AdError',
          'the demo creative needs a videoSlot and AdParameters.videoUrl',
        );
      }
      const on = (target, type, handler) =>
        target.addEventListener(type, handler.bind(this), { signal: this.abort.signal });
      on(this.video, 'canplay', this.onCanPlay);
      on(this.video, 'playing', this.onPlaying);
      on(this.video, 'pause', this.onPause);
      on(this.video, 'timeupdate', this.onTimeUpdate);
      on(this.video, 'volumechange', () => this.fire('AdVolumeChange'));
      on(this.video, 'ended', this.onEnded);
      on(this.video, 'error', this.onError);
      if (this.slot) on(this.slot, 'click', this.onClick);
      this.video.src = this.parameters.videoUrl;
      this.video.load();
    }

    startAd() {
      if (this.over) return;
      this.play();
    }

    stopAd() {
      this.finish('AdStopped');
    }

    skipAd() {
      if (this.skippable) this.finish('AdSkipped');
    }

    pauseAd() {
      if (this.video && !this.over) this.video.pause();
    }

    resumeAd() {
      if (this.started && !this.over) this.play();
    }

    resizeAd(width, height) {
      this.width = width;
      this.height = height;
      this.fire('AdSizeChange');
    }

    setAdVolume(volume) {
      if (!this.video) return;
      this.video.volume = Math.min(1, Math.max(0, volume));
      this.video.muted = volume === 0;
    }

    expandAd() {}

    collapseAd() {}

    // Interface: properties.

    getAdLinear() {
      return true;
    }

    getAdWidth() {
      return this.width;
    }

    getAdHeight() {
      return this.height;
    }

    getAdExpanded() {
      return false;
    }

    getAdSkippableState() {
      return this.skippable;
    }

    getAdRemainingTime() {
      const duration = this.getAdDuration();
      return duration < 0 ? -1 : Math.max(0, duration - this.video.currentTime);
    }

    getAdDuration() {
      const duration = this.video ? this.video.duration : NaN;
      return isFinite(duration) && duration > 0 ? duration : -1;
    }

    getAdVolume() {
      return !this.video || this.video.muted ? 0 : this.video.volume;
    }

    getAdCompanions() {
      return '';
    }

    getAdIcons() {
      return false;
    }

    // Playback.

    play() {
      const video = this.video;
      video.play().catch((error) => {
        if (this.over || (error && error.name === 'AbortError')) return;
        // Browsers allow muted autoplay where they refuse it with sound.
        if (error && error.name === 'NotAllowedError' && !video.muted) {
          video.muted = true;
          this.play();
        } else {
          this.finish('AdError', 'the video did not play: ' + (error && error.message));
        }
      });
    }

    onCanPlay() {
      if (this.loaded) return;
      this.loaded = true;
      this.fire('AdLoaded');
    }

    onPlaying() {
      if (!this.started) {
        this.started = true;
        this.fire('AdStarted');
        this.fire('AdImpression');
        this.fire('AdVideoStart');
      } else if (this.paused) {
        this.paused = false;
        this.fire('AdPlaying');
      }
    }

    onPause() {
      // A video that reaches its end pauses too: that is the end, not a pause.
      if (this.over || this.video.ended || !this.started || this.paused) return;
      this.paused = true;
      this.fire('AdPaused');
    }

    onTimeUpdate() {
      if (!this.started || this.over) return;
      const time = this.video.currentTime;
      const duration = this.getAdDuration();
      const skippableAfter = this.parameters.skippableAfter;
      if (duration > 0) {
        while (this.quartiles < 3 && time >= (duration * (this.quartiles + 1)) / 4) {
          this.fire(quartileEvents[this.quartiles++]);
        }
      }
      if (!this.skippable && typeof skippableAfter === 'number' && time >= skippableAfter) {
        this.skippable = true;
        this.fire('AdSkippableStateChange');
      }
      const second = Math.floor(time);
      if (second !== this.lastSecond) {
        this.lastSecond = second;
        this.fire('AdRemainingTimeChange');
      }
    }

    onEnded() {
      if (this.over) return;
      this.fire('AdVideoComplete');
      this.finish('AdStopped');
    }

    onError() {
      this.finish('AdError', 'media error ' + (this.video.error ? this.video.error.code : ''));
    }

    onClick() {
      if (!this.started || this.over) return;
      this.fire('AdClickThru', this.parameters.clickThrough || '', '', true);
    }

    // The last event (AdStopped, AdSkipped or AdError): nothing plays or fires after it.
    finish(eventName, ...args) {
      if (this.over) return;
      this.over = true;
      this.abort.abort();
      if (this.video) this.video.pause();
      this.fire(eventName, ...args);
    }
  }

  window.getVPAIDAd = function () {
    return new DemoVpaidAd();
  };
})();

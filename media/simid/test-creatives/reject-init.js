/**
 * The tests' creative that opens its session, then rejects the player's init with 1104 ("not
 * playable for a technical reason on this site"), as a creative may (SIMID 1.2 section 6.6). It
 * uses the IAB's example library beside it.
 */
class RejectingCreative extends BaseSimidCreative {
  onInit(eventData) {
    this.simidProtocol.reject(eventData, {
      errorCode: CreativeErrorCode.TECHNICAL_ERROR,
      message: 'Not playable on this site',
    });
  }
}

new RejectingCreative().ready();

// The C boundary of text shaping, without X: fontconfig (font matching), FreeType (faces),
// HarfBuzz (shaping), libraqm (HarfBuzz over FriBidi's bidi runs), FriBidi (paragraph direction) and ICU
// (UAX #14 line breaks). Only the TextShaping module imports it.
#ifndef CTEXTSHAPING_H
#define CTEXTSHAPING_H

#include <stdbool.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include <raqm.h>
#include <hb.h>
#include <hb-ft.h>
#include <fribidi.h>
#include <unicode/ubrk.h>

// ICU renames every C entry point with its major version (ubrk_open becomes ubrk_open_72) through
// macros Swift cannot see; these shims call them by their plain names.

/// A UAX #14 line-break iterator over `length` UTF-16 units at `text` (which must outlive it).
static inline UBreakIterator *ctextshaping_line_breaks(const UChar *text, int32_t length,
                                                      UErrorCode *status) {
  return ubrk_open(UBRK_LINE, "", text, length, status);
}

/// The next boundary after the current one, or UBRK_DONE (-1).
static inline int32_t ctextshaping_next_break(UBreakIterator *iterator) {
  return ubrk_next(iterator);
}

/// Frees an iterator from ctextshaping_line_breaks.
static inline void ctextshaping_close_breaks(UBreakIterator *iterator) { ubrk_close(iterator); }

// FreeType's load targets and FriBidi's type tests are function-like macros, which Swift cannot
// import.

/// FT_LOAD_TARGET_LIGHT: hint vertically only (fontconfig's "hintslight").
static const int32_t ctextshaping_load_target_light = FT_LOAD_TARGET_LIGHT;
/// FT_LOAD_TARGET_MONO: hint for 1-bit rendering (antialias off).
static const int32_t ctextshaping_load_target_mono = FT_LOAD_TARGET_MONO;

/// The strong direction of a character by the Unicode bidi algorithm (FriBidi's tables): 1 for
/// R or AL, -1 for L, 0 for a weak or neutral character.
static inline int ctextshaping_strong_direction(uint32_t character) {
  FriBidiCharType type = fribidi_get_bidi_type(character);
  if (!FRIBIDI_IS_STRONG(type)) return 0;
  return FRIBIDI_IS_RTL(type) ? 1 : -1;
}

/// Whether a character leaves a left-to-right paragraph at embedding level 0 by the Unicode bidi
/// algorithm (FriBidi's tables): true unless it is right to left (R, AL), an Arabic number (AN),
/// an explicit embedding or override, or an isolate.
static inline bool ctextshaping_stays_left_to_right(uint32_t character) {
  FriBidiCharType type = fribidi_get_bidi_type(character);
  return !(FRIBIDI_IS_RTL(type) || FRIBIDI_IS_ARABIC(type) || FRIBIDI_IS_EXPLICIT(type) || FRIBIDI_IS_ISOLATE(type));
}

#endif

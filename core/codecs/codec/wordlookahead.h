// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace cm {

// LZX and XPRESS Huffman both keep their bits in 16-bit little-endian words,
// most significant bit first, with raw bytes between the words. They differ
// in how far ahead of its bits the decoder loads words, and so in where a
// raw byte sits: right after the last word loaded (bitreader.h, bitwriter.h).
enum class WordLookahead {
    // LZX, as Microsoft's and wimlib's decoders read it: a word is loaded
    // when a peek needs bits of it.
    None,
    // XPRESS Huffman, as [MS-XCA] 2.2.4 reads it: two words at the start,
    // then another as soon as a bit of the second is used. The encoder
    // writes the word loaded beyond the last bit.
    OneWord,
};

} // namespace cm

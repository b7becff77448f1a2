// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>

#include <vector>

namespace cm {

// The encoder's side of the canonical Huffman codes XPRESS and LZX share:
// lengths from frequencies, then codes from lengths.

// Code lengths of at most `maxLength` bits for symbols with these
// frequencies; 0 for an unused symbol. A code with any symbol used is made
// complete: one used symbol gets a partner of length 1 too. Among symbols of
// equal frequency the later ones get the shorter codes.
std::vector<std::uint8_t> huffmanCodeLengths(const std::vector<std::uint32_t> &frequencies, int maxLength);

// The canonical codes for these lengths: shorter first, then by symbol.
std::vector<std::uint16_t> canonicalHuffmanCodes(const std::vector<std::uint8_t> &lengths);

} // namespace cm

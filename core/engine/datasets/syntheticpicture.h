// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/random.h"

#include <QImage>
#include <QSize>

namespace cm {

// A picture that encodes like a photograph: a smooth gradient of four
// corner colours, a few flat shapes (discs and rectangles) and sensor noise
// all over. The noise sets how big its JPEG is, about
// SyntheticPictureJpegBytesPerPixel at quality SyntheticPictureJpegQuality.
// Painted by hand, a row at a time, so the same Random gives the same pixels
// everywhere (no QPainter, whose blending differs between CPUs).
QImage paintSyntheticPicture(Random &random, QSize size);

constexpr int SyntheticPictureJpegQuality = 92;
constexpr double SyntheticPictureJpegBytesPerPixel = 0.53;

} // namespace cm

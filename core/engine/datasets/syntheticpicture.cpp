// SPDX-License-Identifier: GPL-3.0-or-later
#include "syntheticpicture.h"

#include "datasets/randombytes.h"

#include <QByteArray>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

namespace cm {
namespace {

// Colours stay inside [Low, High] and noise inside +-NoiseAmplitude, so no
// pixel ever clips: clipping would flatten the noise and shrink the JPEG.
constexpr int Low = 56;
constexpr int High = 200;
constexpr int NoiseAmplitude = 32; // uniform: a random byte's low six bits, less 32

struct Colour
{
    int channel[3];
};

Colour randomColour(Random &random)
{
    return {{int(random.between(Low, High)), int(random.between(Low, High)), int(random.between(Low, High))}};
}

struct Shape
{
    bool disc = true;
    int centreX = 0, centreY = 0, radius = 0; // a rectangle's half width is `radius`
    int halfHeight = 0;
    Colour colour;

    // The columns [*from, *to) the shape covers on row `y`; false when none.
    bool span(int y, int width, int *from, int *to) const
    {
        const int dy = y - centreY;
        int half = 0;
        if (disc) {
            if (dy < -radius || dy > radius)
                return false;
            // sqrt is correctly rounded (IEEE 754): the same span on every machine.
            half = int(std::sqrt(double(qint64(radius) * radius - qint64(dy) * dy)));
        } else {
            if (dy < -halfHeight || dy > halfHeight)
                return false;
            half = radius;
        }
        *from = std::clamp(centreX - half, 0, width);
        *to = std::clamp(centreX + half + 1, 0, width);
        return *from < *to;
    }
};

} // namespace

QImage paintSyntheticPicture(Random &random, QSize size)
{
    const int width = size.width(), height = size.height();
    const Colour corners[4] = {randomColour(random), randomColour(random), randomColour(random), randomColour(random)};
    std::vector<Shape> shapes(random.between(6, 16));
    for (Shape &shape : shapes) {
        shape.disc = random.between(0, 1) == 0;
        shape.centreX = int(random.between(0, quint64(width)));
        shape.centreY = int(random.between(0, quint64(height)));
        shape.radius = int(random.between(quint64(width) / 40 + 1, quint64(width) / 6 + 1));
        shape.halfHeight = int(random.between(quint64(height) / 40 + 1, quint64(height) / 5 + 1));
        shape.colour = randomColour(random);
    }

    QImage picture(size, QImage::Format_RGB888);
    // A row's colours less the noise's offset, then the noise added eight
    // bytes at a time: no byte can carry into the next (at most 200 - 32 + 63).
    const size_t rowBytes = size_t(width) * 3;
    const size_t words = (rowBytes + 7) / 8;
    std::vector<quint64> base(words), noise(words), row(words);
    uchar *const colours = reinterpret_cast<uchar *>(base.data());
    constexpr quint64 NoiseMask = 0x0101010101010101ull * (2 * NoiseAmplitude - 1);
    for (int y = 0; y < height; ++y) {
        // The gradient: left and right edge colours for this row, then
        // across in 16.16 fixed point.
        int value[3], step[3];
        for (int c = 0; c < 3; ++c) {
            const int left = corners[0].channel[c] + (corners[2].channel[c] - corners[0].channel[c]) * y / height;
            const int right = corners[1].channel[c] + (corners[3].channel[c] - corners[1].channel[c]) * y / height;
            value[c] = (left - NoiseAmplitude) << 16;
            step[c] = ((right - left) << 16) / std::max(width, 1);
        }
        int red = value[0], green = value[1], blue = value[2]; // in registers, not in an array
        for (uchar *pixel = colours, *end = colours + rowBytes; pixel != end; pixel += 3) {
            pixel[0] = uchar(red >> 16);
            pixel[1] = uchar(green >> 16);
            pixel[2] = uchar(blue >> 16);
            red += step[0];
            green += step[1];
            blue += step[2];
        }
        for (const Shape &shape : shapes) {
            int from = 0, to = 0;
            if (!shape.span(y, width, &from, &to))
                continue;
            const uchar fill[3]
                = {uchar(shape.colour.channel[0] - NoiseAmplitude), uchar(shape.colour.channel[1] - NoiseAmplitude),
                   uchar(shape.colour.channel[2] - NoiseAmplitude)};
            for (uchar *pixel = colours + size_t(from) * 3, *end = colours + size_t(to) * 3; pixel != end; pixel += 3) {
                pixel[0] = fill[0];
                pixel[1] = fill[1];
                pixel[2] = fill[2];
            }
        }
        fillRandom(random, reinterpret_cast<char *>(noise.data()), qint64(words * 8));
        for (size_t i = 0; i < words; ++i)
            row[i] = base[i] + (noise[i] & NoiseMask);
        std::memcpy(picture.scanLine(y), row.data(), rowBytes);
    }
    return picture;
}

} // namespace cm

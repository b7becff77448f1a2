// SPDX-License-Identifier: GPL-3.0-or-later
// Renders the SVG icon into one PNG size at build time, for desktops and
// software centres that want hicolor bitmaps next to the scalable icon.
// Usage: compressmark_rendericon SVG SIZE OUT.png

#include <QImage>
#include <QPainter>
#include <QStringList>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char **argv)
{
    // No QGuiApplication: painting an SVG without text into a QImage needs
    // no platform, and the build stays quiet.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    bool isNumber = false;
    const int size = arguments.value(2).toInt(&isNumber);
    if (arguments.size() != 4 || !isNumber || size <= 0) {
        std::fputs("usage: compressmark_rendericon SVG SIZE OUT.png\n", stderr);
        return 2;
    }
    QSvgRenderer renderer(arguments.at(1));
    if (!renderer.isValid()) {
        std::fputs("compressmark_rendericon: cannot read the SVG\n", stderr);
        return 1;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    renderer.render(&painter);
    painter.end();
    if (!image.save(arguments.at(3), "PNG")) {
        std::fputs("compressmark_rendericon: cannot write the PNG\n", stderr);
        return 1;
    }
    return 0;
}

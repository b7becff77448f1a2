// SPDX-License-Identifier: GPL-3.0-or-later
#include "svgtexts.h"

#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QRegularExpression>
#include <QTransform>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

namespace cm::test {
namespace {

// "matrix(a,b,c,d,e,f)", the only transform the generator writes.
QTransform transformOf(const QStringView attribute)
{
    static const QRegularExpression Matrix(QStringLiteral("matrix\\(([^)]*)\\)"));
    const QRegularExpressionMatch match = Matrix.match(attribute.toString());
    if (!match.hasMatch())
        return {};
    const QStringList numbers = match.captured(1).split(QLatin1Char(','));
    if (numbers.size() != 6)
        return {};
    return QTransform(numbers[0].toDouble(), numbers[1].toDouble(), numbers[2].toDouble(), numbers[3].toDouble(),
                      numbers[4].toDouble(), numbers[5].toDouble());
}

QFont fontOf(const QXmlStreamAttributes &attributes)
{
    QFont font(attributes.value(QLatin1String("font-family")).toString());
    // Sizes are pixels at 96 per inch, the resolution the metrics use.
    font.setPointSizeF(attributes.value(QLatin1String("font-size")).toDouble() * 72.0 / 96.0);
    font.setWeight(QFont::Weight(attributes.value(QLatin1String("font-weight")).toInt()));
    font.setItalic(attributes.value(QLatin1String("font-style")) == QLatin1String("italic"));
    return font;
}

} // namespace

QList<SvgText> svgTexts(const QByteArray &svg)
{
    QImage at96PerInch(1, 1, QImage::Format_ARGB32);
    at96PerInch.setDotsPerMeterX(3780);
    at96PerInch.setDotsPerMeterY(3780);

    QList<SvgText> texts;
    QList<QTransform> groups{QTransform()};
    QXmlStreamReader reader(svg);
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement() && reader.name() == QLatin1String("g")) {
            groups.append(transformOf(reader.attributes().value(QLatin1String("transform"))) * groups.last());
        } else if (reader.isEndElement() && reader.name() == QLatin1String("g")) {
            groups.removeLast();
        } else if (reader.isStartElement() && reader.name() == QLatin1String("text")) {
            const QXmlStreamAttributes attributes = reader.attributes();
            const QFontMetricsF metrics(fontOf(attributes), &at96PerInch);
            const qreal x = attributes.value(QLatin1String("x")).toDouble();
            const qreal baseline = attributes.value(QLatin1String("y")).toDouble();
            const QString text = reader.readElementText(QXmlStreamReader::IncludeChildElements);
            const QRectF box(x, baseline - metrics.ascent(), metrics.horizontalAdvance(text), metrics.height());
            if (!text.trimmed().isEmpty())
                texts.append({text, groups.last().mapRect(box)});
        }
    }
    EXPECT_FALSE(reader.hasError()) << reader.errorString().toStdString();
    return texts;
}

} // namespace cm::test

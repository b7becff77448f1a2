#include "speedchart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QBarSeries>
#include <QCoreApplication>
#include <QFont>
#include <QValueAxis>

#include <cmath>

namespace cm {
namespace {

QString displayName(const QString &variant)
{
    if (variant == QLatin1String("plain"))
        return QCoreApplication::translate("SpeedChart", "compression off");
    if (variant == QLatin1String("compressed"))
        return QCoreApplication::translate("SpeedChart", "compression on");
    return variant;
}

QColor colourOf(const QString &variant)
{
    return variant == QLatin1String("plain") ? QColor(0x1f, 0x77, 0xb4) : QColor(0xff, 0x7f, 0x0e);
}

// A round axis maximum a little above the tallest bar, leaving room for labels.
double axisMaximum(double largest)
{
    if (largest <= 0.0)
        return 1.0;
    const double padded = largest * 1.15;
    const double step = std::pow(10.0, std::floor(std::log10(padded)));
    return std::ceil(padded / step * 2.0) / 2.0 * step;
}

} // namespace

QChart *buildSpeedChart(const SpeedChartData &data)
{
    auto *chart = new QChart;
    chart->setTitle(QStringLiteral("<b>%1</b><br><span style=\"font-size:small\">%2</span>")
                        .arg(data.title.toHtmlEscaped(), data.subtitle.toHtmlEscaped()));
    chart->setAnimationOptions(QChart::NoAnimation);

    auto *series = new QBarSeries;
    for (const SpeedChartData::Series &variant : data.series) {
        auto *set = new QBarSet(displayName(variant.name));
        set->setColor(colourOf(variant.name));
        for (double value : variant.medianMBps)
            set->append(value);
        series->append(set);
    }
    series->setBarWidth(0.6);
    chart->addSeries(series);

    auto *categories = new QBarCategoryAxis;
    categories->append(data.categories);
    chart->addAxis(categories, Qt::AlignBottom);
    series->attachAxis(categories);

    auto *values = new QValueAxis;
    values->setRange(0.0, axisMaximum(data.largestValue()));
    values->setLabelFormat(QStringLiteral("%.0f"));
    values->setTitleText(QCoreApplication::translate("SpeedChart", "MB/s"));
    chart->addAxis(values, Qt::AlignLeft);
    series->attachAxis(values);

    values->applyNiceNumbers();

    // Labels after the series is in the chart: adding it applies the theme.
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPrecision(4);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    for (QBarSet *set : series->barSets())
        set->setLabelColor(Qt::black);

    chart->legend()->setAlignment(Qt::AlignBottom);
    return chart;
}

} // namespace cm

// SPDX-License-Identifier: GPL-3.0-or-later
#include "axisticksfit.h"

#include <QChart>
#include <QFontMetricsF>
#include <QLocale>
#include <QObject>
#include <QValueAxis>

#include <cmath>

namespace cm {
namespace {

constexpr qreal LabelGap = 12.0; // pixels between two numbers side by side

class AxisTicksFit : public QObject
{
public:
    AxisTicksFit(QChart *chart, QValueAxis *axis)
        : QObject(chart)
        , m_chart(chart)
        , m_axis(axis)
    {
        connect(chart, &QChart::plotAreaChanged, this, [this] { fit(); });
    }

    void fit()
    {
        const int intervals = m_axis->tickCount() - 1;
        if (intervals < 2 || m_axis->tickType() != QValueAxis::TicksFixed)
            return;
        const bool across = m_axis->orientation() == Qt::Horizontal;
        const qreal length = across ? m_chart->plotArea().width() : m_chart->plotArea().height();
        const QFontMetricsF metrics(m_axis->labelsFont());
        const QString widest = m_chart->locale().toString(m_axis->max(), 'f', decimals());
        const qreal label = (across ? metrics.horizontalAdvance(widest) : metrics.height()) + LabelGap;
        if (length <= 0.0 || length / intervals >= label)
            return;
        // Merge intervals by the smallest factor of their count that makes room.
        for (int factor = 2; factor <= intervals; ++factor) {
            if (intervals % factor == 0 && length / (intervals / factor) >= label) {
                m_axis->setTickCount(intervals / factor + 1);
                return;
            }
        }
        m_axis->setTickCount(2);
    }

private:
    int decimals() const
    {
        const QString format = m_axis->labelFormat();
        const qsizetype dot = format.indexOf(QLatin1Char('.'));
        return dot < 0 ? 0 : format.mid(dot + 1, 1).toInt();
    }

    QChart *m_chart;
    QValueAxis *m_axis;
};

} // namespace

void fitAxisTicks(QChart *chart, QValueAxis *axis)
{
    new AxisTicksFit(chart, axis);
}

} // namespace cm

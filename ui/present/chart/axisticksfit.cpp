// SPDX-License-Identifier: GPL-3.0-or-later
#include "axisticksfit.h"

#include "chart/chartparts.h"

#include <QChart>
#include <QFontMetricsF>
#include <QLocale>
#include <QObject>
#include <QValueAxis>

#include <algorithm>
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
        , m_natural(axis->tickCount())
    {
        // The count the axis was given (setValueRange()), whenever it is
        // given anew: each layout fits from it, so that a plot laid out
        // small first and larger later gets its ticks back.
        connect(axis, &QValueAxis::tickCountChanged, this, [this](int count) {
            if (!m_fitting)
                m_natural = count;
        });
        connect(axis, &QValueAxis::tickTypeChanged, this, [this] {
            if (!m_fitting)
                m_ours = false;
        });
        connect(chart, &QChart::plotAreaChanged, this, [this] { fit(); });
        // Qt Charts measures the labels' room for the ticks and range it
        // had and cuts the numbers of new ones to "..." ("1 0..." where the
        // axis grew to 1 000 for the notes above the bars), though the axis
        // is laid out as wide as its widest number.
        axis->setTruncateLabels(false);
    }

    void fit()
    {
        const int intervals = m_natural - 1;
        const bool given = m_axis->tickType() == QValueAxis::TicksFixed || m_ours;
        if (m_fitting || intervals < 2 || !given)
            return;
        const bool across = m_axis->orientation() == Qt::Horizontal;
        const qreal length = across ? m_chart->plotArea().width() : m_chart->plotArea().height();
        if (length <= 0.0)
            return;
        const QFontMetricsF metrics(m_axis->labelsFont());
        const QString widest = m_chart->locale().toString(m_axis->max(), 'f', decimals());
        const qreal label = (across ? metrics.horizontalAdvance(widest) : metrics.height()) + LabelGap;
        // The fewest intervals merged that make room: a factor of their
        // count keeps a tick at the axis's end; else every `factor`-th tick
        // from 0 (5 intervals of 250 to 500, 1,000).
        int factor = 1;
        while (factor < intervals && length / intervals * factor < label)
            ++factor;
        int divisor = factor;
        while (divisor < intervals && intervals % divisor != 0)
            ++divisor;
        m_fitting = true;
        if (factor == 1 || divisor < intervals || factor >= intervals) {
            const int count = (factor == 1 ? intervals : intervals / std::min(divisor, intervals)) + 1;
            if (m_axis->tickType() != QValueAxis::TicksFixed)
                m_axis->setTickType(QValueAxis::TicksFixed);
            if (m_axis->tickCount() != count)
                m_axis->setTickCount(count);
            m_ours = false;
        } else {
            const double step = (m_axis->max() - m_axis->min()) / intervals * factor;
            m_axis->setTickAnchor(0.0);
            m_axis->setTickInterval(step);
            m_axis->setTickType(QValueAxis::TicksDynamic);
            m_ours = true;
        }
        layOutTicksAnew(m_axis);
        m_fitting = false;
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
    int m_natural;          // the tick count the axis was given
    bool m_fitting = false; // the changes are this fit's own
    bool m_ours = false;    // dynamic ticks set here, not by setValueRange()
};

} // namespace

void fitAxisTicks(QChart *chart, QValueAxis *axis)
{
    new AxisTicksFit(chart, axis);
}

} // namespace cm

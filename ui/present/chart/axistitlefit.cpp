// SPDX-License-Identifier: GPL-3.0-or-later
#include "axistitlefit.h"

#include "chart/charttitle.h"

#include <QAbstractAxis>
#include <QChart>
#include <QObject>
#include <QTextDocumentFragment>
#include <QVariant>

#include <algorithm>

namespace cm {
namespace {

constexpr char PlainTitleProperty[] = "compressmarkPlainAxisTitle";
constexpr double TitlePointStep = 0.5; // the font shrinks by this much at a time
constexpr qreal TitleSlack = 4.0;      // what Qt Charts keeps of the plot's length around an axis title

class AxisTitleFit : public QObject
{
public:
    AxisTitleFit(QChart *chart, QAbstractAxis *axis, const QString &title, const QString &shortTitle)
        : QObject(chart)
        , m_chart(chart)
        , m_axis(axis)
        , m_forms{title}
        , m_font(axis->titleFont())
    {
        if (!shortTitle.isEmpty() && shortTitle != title)
            m_forms << shortTitle;
        connect(chart, &QChart::plotAreaChanged, this, [this] { fit(); });
    }

    void fit()
    {
        const QRectF plot = m_chart->plotArea();
        const qreal room = (m_axis->orientation() == Qt::Vertical ? plot.height() : plot.width()) - TitleSlack;
        if (room <= 0.0 || m_forms.constFirst().isEmpty())
            return;
        for (const QString &form : std::as_const(m_forms)) {
            for (double points = m_font.pointSizeF(); points >= SmallestAxisTitlePoints; points -= TitlePointStep) {
                QFont font = m_font;
                font.setPointSizeF(points);
                const QString html = form.toHtmlEscaped();
                if (chartTextSize(html, font).width() <= room) {
                    show(html, font);
                    return;
                }
            }
        }
        show(QString(), m_font);
    }

private:
    void show(const QString &html, const QFont &font)
    {
        if (m_axis->titleFont() != font)
            m_axis->setTitleFont(font);
        if (m_axis->titleText() != html)
            m_axis->setTitleText(html);
    }

    QChart *m_chart;
    QAbstractAxis *m_axis;
    QStringList m_forms;
    QFont m_font;
};

} // namespace

void fitValueAxisTitle(QChart *chart, QAbstractAxis *axis, const QString &title, const QString &shortTitle)
{
    axis->setProperty(PlainTitleProperty, title);
    axis->setTitleText(title.toHtmlEscaped());
    new AxisTitleFit(chart, axis, title, shortTitle);
}

QString plainAxisTitle(const QAbstractAxis *axis)
{
    const QVariant title = axis->property(PlainTitleProperty);
    if (title.isValid())
        return title.toString();
    return QTextDocumentFragment::fromHtml(axis->titleText()).toPlainText().simplified();
}

} // namespace cm

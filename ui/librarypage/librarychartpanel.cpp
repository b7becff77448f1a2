// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarychartpanel.h"

#include "chart/barchart.h"
#include "chart/chartimage.h"
#include "chart/chartkinds.h"
#include "chart/sessionchart.h"
#include "results/foldednotes.h"

#include <QChartView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace cm {
namespace {

constexpr int ChartViewHeight = 280; // the least a chart is shown at

} // namespace

LibraryChartPanel::LibraryChartPanel(QWidget *parent)
    : QWidget(parent)
{
    m_kind = new QComboBox;
    m_kind->setObjectName(QStringLiteral("libraryChartKind"));
    m_kind->setAccessibleName(tr("Chart"));
    for (const ChartKindEntry &entry : chartKinds()) {
        if (entry.acrossDrives)
            m_kind->addItem(chartKindTitle(entry.kind), QLatin1String(entry.name));
    }
    connect(m_kind, &QComboBox::currentIndexChanged, this, &LibraryChartPanel::redraw);
    m_hint = new QLabel(tr("Tick drives and choose Show side by side, or choose a drive and History."));
    m_hint->setObjectName(QStringLiteral("libraryChartHint"));
    m_hint->setWordWrap(true);
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_kind);
    controls->addWidget(m_hint, 1);
    controls->addStretch(); // the chart's choice keeps its size once the hint is gone

    m_view = new QChartView(new QChart);
    m_view->setObjectName(QStringLiteral("libraryChartView"));
    m_view->setAccessibleName(tr("Library chart"));
    m_view->setRenderHint(QPainter::Antialiasing);
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_view);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumHeight(ChartViewHeight);
    m_notes = new FoldedNotes;

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addWidget(scroll, 1);
    layout->addWidget(m_notes);
}

void LibraryChartPanel::showSideBySide(const Session &merged)
{
    m_session = merged;
    m_history = ChartData();
    redraw();
}

void LibraryChartPanel::showHistory(const Session &history, const ChartData &chart)
{
    m_session = history;
    m_history = chart;
    redraw();
}

ChartData LibraryChartPanel::shownChartData() const
{
    if (!hasChart())
        return {};
    if (!m_history.isEmpty())
        return m_history;
    ChartKind kind = ChartKind::Compare;
    (void)parseChartKind(m_kind->currentData().toString(), &kind);
    return sessionChartData(m_session, kind, Whiskers::Ci95);
}

void LibraryChartPanel::setChartTheme(ChartTheme theme)
{
    m_theme = theme;
    redraw();
}

void LibraryChartPanel::redraw()
{
    m_kind->setVisible(m_history.isEmpty());
    m_hint->setVisible(!hasChart());
    ChartData drawn = shownChartData();
    m_notes->setLines(drawn.footnotes);
    drawn.footnotes.clear(); // under the chart, folded
    QChart *old = m_view->chart();
    m_view->setChart(hasChart() ? buildChart(drawn, m_theme) : new QChart);
    delete old;
    // As tall as its rows, names and legend need at the view's width.
    const qreal needed = chartNeededHeight(m_view->chart(), std::max(1, m_view->width()));
    m_view->setMinimumHeight(std::max(ChartViewHeight, int(std::ceil(needed))));
}

} // namespace cm

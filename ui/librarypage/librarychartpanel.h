// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartdata.h"
#include "chart/charttheme.h"
#include "session/session.h"

#include <QWidget>

class QChartView;
class QComboBox;
class QLabel;

namespace cm {

class FoldedNotes;

// The Library page's chart: drives of any sessions side by side (the
// compare, drives or percent chart, as chosen) or one drive over time,
// its notes folded under it as on the Results page.
class LibraryChartPanel : public QWidget
{
    Q_OBJECT
public:
    explicit LibraryChartPanel(QWidget *parent = nullptr);

    void showSideBySide(const Session &merged);
    void showHistory(const Session &history, const ChartData &chart);
    // What the chart shows, for the export dialog; empty before any.
    const Session &shownSession() const { return m_session; }
    ChartData shownChartData() const;
    bool hasChart() const { return m_session.hasMeasurements(); }

    ChartTheme chartTheme() const { return m_theme; }
    void setChartTheme(ChartTheme theme);

private:
    void redraw();

    QComboBox *m_kind = nullptr;
    QLabel *m_hint = nullptr;
    QChartView *m_view = nullptr;
    FoldedNotes *m_notes = nullptr;
    Session m_session;
    ChartData m_history; // a history's chart; empty: drives side by side
    ChartTheme m_theme = ChartTheme::Light;
};

} // namespace cm

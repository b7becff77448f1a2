// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart/chartkinds.h"
#include "chart/charttheme.h"
#include "chart/timelinechartdata.h"
#include "session/session.h"

#include <QWidget>

class QChart;
class QChartView;
class QComboBox;
class QLayout;
class QPushButton;
class QSortFilterProxyModel;
class QSplitter;
class QTableView;

namespace cm {

class ComparePanel;
class FoldedNotes;
class ResultsTableModel;
class SessionDocument;

// The Results page: the drives and data sets to show (ticked, renamed,
// reordered, removed) beside the chart the user picks (per drive, drives
// side by side, % of plain, device bytes, or the timeline of one data set
// and operation) and a table of every result with its spread and warnings.
class ResultsPage : public QWidget
{
    Q_OBJECT
public:
    explicit ResultsPage(QWidget *parent = nullptr);
    ~ResultsPage() override;

    // Shows the document's session and hands the user's edits back to it;
    // sessions opened to compare are drawn side by side.
    void followDocument(SessionDocument *document);
    void setSession(const Session &session);
    // What the page shows: the ticked drives and data sets.
    Session shownSession() const;
    void setChartKind(ChartKind kind);
    ChartKind chartKind() const;
    // The chart as shown, whiskers and choices included: what Export writes.
    ChartData shownChartData() const;
    // The data set and operation the timeline draws: the one picked, empty
    // when the shown runs have no timeline.
    TimelineChoice timelineChoice() const;
    void setChartTheme(ChartTheme theme);
    ChartTheme chartTheme() const { return m_theme; }
    QChart *chart();

Q_SIGNALS:
    void exportRequested();
    // The user renamed, reordered or removed drives: the session to keep.
    void sessionEdited(const cm::Session &session);

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    QLayout *buildChartControls();
    QWidget *buildResultsTable();
    void sessionsOpened(const QStringList &paths, bool added);
    void selectionChanged();
    void redraw();
    void fillTimelineChoices(const Session &shown);
    void fillDrivesDataSets(const Session &shown);
    void keepHalfForTheChart();
    void fitChartHeight();
    bool eventFilter(QObject *watched, QEvent *event) override;

    Session m_session;
    ChartTheme m_theme = ChartTheme::Light;
    bool m_stale = false; // the session changed while the page was hidden
    int m_chartWidth = 0; // the chart view's width its height was last fitted to
    ComparePanel *m_compare = nullptr;
    QComboBox *m_kind = nullptr;
    QComboBox *m_whiskers = nullptr;
    QComboBox *m_timeline = nullptr;      // the timeline's data set and operation
    QComboBox *m_drivesDataSet = nullptr; // the drives chart's data set
    QComboBox *m_driveOrder = nullptr;    // and the order of its rows
    QChartView *m_chartView = nullptr;
    FoldedNotes *m_notes = nullptr;
    QSplitter *m_chartAndTable = nullptr;
    QPushButton *m_export = nullptr;
    ResultsTableModel *m_table = nullptr;
    QSortFilterProxyModel *m_sortedTable = nullptr;
    QTableView *m_tableView = nullptr;
};

} // namespace cm

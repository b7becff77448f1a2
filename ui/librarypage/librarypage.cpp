// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarypage.h"

#include "librarypage/librarychartpanel.h"
#include "librarypage/libraryfilterbar.h"
#include "librarypage/libraryjobs.h"
#include "librarypage/libraryproxymodel.h"
#include "librarypage/librarytablemodel.h"
#include "util/visibletext.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace cm {

LibraryPage::LibraryPage(QWidget *parent)
    : QWidget(parent)
{
    m_model = new LibraryTableModel(this);
    m_proxy = new LibraryProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_filters = new LibraryFilterBar;
    m_filters->setObjectName(QStringLiteral("libraryFilters"));
    connect(m_filters, &LibraryFilterBar::changed, this, [this] { m_proxy->setRowFilter(m_filters->filter()); });

    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("libraryTable"));
    m_table->setAccessibleName(tr("Drives in the library"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(LibraryTableModel::Measured, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(LibraryTableModel::DataSets, QHeaderView::Stretch);
    connect(m_table, &QTableView::doubleClicked, this, &LibraryPage::openChosenSession);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &LibraryPage::updateButtons);
    connect(m_model, &LibraryTableModel::checkedChanged, this, &LibraryPage::updateButtons);

    m_chart = new LibraryChartPanel;
    m_chart->setObjectName(QStringLiteral("libraryChart"));
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("libraryStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *top = new QWidget;
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_filters);
    topLayout->addWidget(m_table, 1);
    topLayout->addLayout(buildButtons());
    topLayout->addWidget(m_status);
    auto *split = new QSplitter(Qt::Vertical);
    split->setObjectName(QStringLiteral("librarySplit"));
    split->setChildrenCollapsible(false);
    split->addWidget(top);
    split->addWidget(m_chart);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split);
    updateButtons();
}

QLayout *LibraryPage::buildButtons()
{
    const auto button = [this](const QString &objectName, const QString &text, void (LibraryPage::*slot)()) {
        auto *made = new QPushButton(text);
        made->setObjectName(objectName);
        connect(made, &QPushButton::clicked, this, slot);
        return made;
    };
    m_sideBySide = button(QStringLiteral("librarySideBySide"), tr("Show side &by side"), &LibraryPage::showSideBySide);
    m_sideBySide->setToolTip(tr("The ticked drives, from any sessions, in one chart"));
    m_history = button(QStringLiteral("libraryHistory"), tr("His&tory"), &LibraryPage::showHistory);
    m_history->setToolTip(
        tr("The chosen drive measured on several days, over time (by its model and serial, and the links made here)"));
    m_open = button(QStringLiteral("libraryOpenSession"), tr("&Open session"), &LibraryPage::openChosenSession);
    m_open->setToolTip(tr("The chosen drive's session, on the Results page"));
    m_link = button(QStringLiteral("libraryLink"), tr("&Link as one drive"), &LibraryPage::linkTicked);
    m_link->setToolTip(tr("The ticked drives are one drive measured over time (a serial that reads otherwise, a "
                          "model renamed): their histories become one"));
    m_unlink = button(QStringLiteral("libraryUnlink"), tr("U&nlink"), &LibraryPage::unlinkChosen);
    m_unlink->setToolTip(tr("Undo the link that brought the chosen drive into its history; where none did, set this "
                            "measurement apart from the others of its model and serial"));
    m_export = new QPushButton(tr("E&xport…"));
    m_export->setObjectName(QStringLiteral("libraryExport"));
    connect(m_export, &QPushButton::clicked, this, &LibraryPage::exportRequested);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_sideBySide);
    buttons->addWidget(m_history);
    buttons->addWidget(m_open);
    buttons->addWidget(m_link);
    buttons->addWidget(m_unlink);
    buttons->addStretch(1);
    buttons->addWidget(m_export);
    return buttons;
}

void LibraryPage::setLibraryPath(const QString &path)
{
    m_libraryPath = path;
    reload();
}

void LibraryPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    reload(); // what runs and other windows added since
}

void LibraryPage::reload()
{
    say(tr("Reading the library…"));
    m_loading.start([path = m_libraryPath] { return listLibrary(path); },
                    [this](const LibraryListing &listing) {
                        if (!listing.status) {
                            say(listing.status.message());
                            return;
                        }
                        m_model->setRows(listing.rows);
                        m_filters->setChoices(listing.rows);
                        QStringList lines{tr("%n drive(s) in the library.", nullptr, int(listing.rows.size()))};
                        for (const QString &note : listing.notes)
                            lines.append(visibleText(note));
                        say(lines.join(QLatin1Char('\n')));
                    });
}

bool LibraryPage::isBusy() const
{
    return m_loading.isRunning() || m_charting.isRunning();
}

void LibraryPage::showSideBySide()
{
    const QList<LibraryDrive> drives = m_model->checkedDrives();
    if (drives.isEmpty())
        return;
    say(tr("Reading %n session file(s)…", nullptr, int(drives.size())));
    m_charting.start([drives] { return drivesSideBySide(drives); },
                     [this](const DrivesSideBySide &shown) {
                         if (!shown.status) {
                             say(shown.status.message());
                             return;
                         }
                         m_chart->showSideBySide(shown.merged);
                         say(tr("%n drive(s) side by side.", nullptr, int(shown.merged.drives.size())));
                         updateButtons();
                     });
}

void LibraryPage::showHistory()
{
    LibraryDrive drive;
    if (currentDrive(&drive))
        showHistoryOf(drive);
}

void LibraryPage::showHistoryOf(const LibraryDrive &drive, const QString &done)
{
    const QString before = done.isEmpty() ? QString() : done + QLatin1Char('\n');
    say(before + tr("Reading the history of %1…").arg(visibleText(drive.name)));
    m_charting.start([path = m_libraryPath, drive] { return driveHistory(path, drive); },
                     [this, before](const DriveHistory &history) {
                         if (!history.status) {
                             say(before + history.status.message());
                             return;
                         }
                         m_chart->showHistory(history.history, history.chart);
                         say(before + tr("Measured %n time(s).", nullptr, int(history.history.drives.size())));
                         updateButtons();
                     });
}

void LibraryPage::linkTicked()
{
    const QList<LibraryDrive> drives = m_model->checkedDrives();
    if (drives.size() < 2)
        return;
    m_charting.start([path = m_libraryPath, drives] { return linkHistories(path, drives); },
                     [this, drive = drives.constFirst()](const LinkChange &change) { showLinkChange(change, drive); });
}

void LibraryPage::unlinkChosen()
{
    LibraryDrive drive;
    if (!currentDrive(&drive))
        return;
    m_charting.start([path = m_libraryPath, drive] { return unlinkMeasurement(path, drive); },
                     [this, drive](const LinkChange &change) { showLinkChange(change, drive); });
}

void LibraryPage::showLinkChange(const LinkChange &change, const LibraryDrive &drive)
{
    if (change.status)
        showHistoryOf(drive, change.said);
    else
        say(change.status.message());
}

void LibraryPage::openChosenSession()
{
    LibraryDrive drive;
    if (currentDrive(&drive))
        Q_EMIT openSessionRequested(drive.sessionPath);
}

bool LibraryPage::currentDrive(LibraryDrive *drive) const
{
    const QModelIndex current = m_table->currentIndex();
    if (!current.isValid())
        return false;
    *drive = current.data(LibraryTableModel::DriveRole).value<LibraryDrive>();
    return true;
}

void LibraryPage::updateButtons()
{
    const int ticked = int(m_model->checkedDrives().size());
    m_sideBySide->setEnabled(ticked > 0);
    m_sideBySide->setText(ticked > 0 ? tr("Show %n side &by side", nullptr, ticked) : tr("Show side &by side"));
    const bool chosen = m_table->currentIndex().isValid();
    m_history->setEnabled(chosen);
    m_open->setEnabled(chosen);
    m_link->setEnabled(ticked > 1);
    m_unlink->setEnabled(chosen);
    m_export->setEnabled(m_chart->hasChart());
}

void LibraryPage::say(const QString &text)
{
    m_status->setText(text);
}

Session LibraryPage::shownSession() const
{
    return m_chart->shownSession();
}

ChartData LibraryPage::shownChartData() const
{
    return m_chart->shownChartData();
}

ChartTheme LibraryPage::chartTheme() const
{
    return m_chart->chartTheme();
}

void LibraryPage::setChartTheme(ChartTheme theme)
{
    m_chart->setChartTheme(theme);
}

} // namespace cm

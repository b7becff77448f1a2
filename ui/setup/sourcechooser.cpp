// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourcechooser.h"

#include "fs/pathonvolume.h"
#include "uiutil/pathwrapdelegate.h"
#include "util/shownpath.h"
#include "workflow/preflight.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace cm {
namespace {

// The folder of `volume` the workspace goes in: the home folder when it is
// on that volume (the root itself is seldom writable), else the mount point.
QString suggestedFolder(const VolumeInfo &volume)
{
    const QString home = QDir::homePath();
    if (onSameVolume(home, volume.mountPoint))
        return home;
    return volume.mountPoint;
}

} // namespace

// Part of the Setup page: its words are translated as the page's.
SourceChooser::SourceChooser(QWidget *parent)
    : QGroupBox(QCoreApplication::translate("cm::SetupPage", "Drive under test"), parent)
{
    m_volumes = buildVolumeTable();
    m_folder = new QLineEdit;
    m_folder->setObjectName(QStringLiteral("sourceEdit"));
    m_folder->setAccessibleName(QCoreApplication::translate("cm::SetupPage", "Source folder"));
    m_folder->setToolTip(QCoreApplication::translate(
        "cm::SetupPage", "The test writes its data set into a folder it makes here, and removes it afterwards"));
    auto *browse = new QPushButton(QCoreApplication::translate("cm::SetupPage", "Choose folder…"));
    browse->setObjectName(QStringLiteral("chooseSourceButton"));
    browse->setAccessibleName(QCoreApplication::translate("cm::SetupPage", "Choose source folder"));
    connect(browse, &QPushButton::clicked, this, &SourceChooser::chooseFolder);
    connect(m_folder, &QLineEdit::textChanged, this, [this] {
        highlightFolderVolume();
        Q_EMIT folderChanged();
    });
    auto *refresh = new QPushButton(QCoreApplication::translate("cm::SetupPage", "Refresh"));
    refresh->setObjectName(QStringLiteral("refreshVolumesButton"));
    refresh->setAccessibleName(QCoreApplication::translate("cm::SetupPage", "Look at the drives again"));
    connect(refresh, &QPushButton::clicked, this, &SourceChooser::refreshRequested);
    m_rows = new QFormLayout;
    m_rows->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_rows->addRow(QCoreApplication::translate("cm::SetupPage", "Folder:"), m_folder);
    auto *buttonRow = new QHBoxLayout;
    buttonRow->addStretch();
    buttonRow->addWidget(browse);
    buttonRow->addWidget(refresh);
    m_rows->addRow(buttonRow);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_volumes, 1);
    layout->addLayout(m_rows);
}

void SourceChooser::addRow(const QString &title, QWidget *field)
{
    m_rows->addRow(title, field);
}

QTableView *SourceChooser::buildVolumeTable()
{
    auto *volumes = new QTableView;
    volumes->setObjectName(QStringLiteral("volumeTable"));
    volumes->setAccessibleName(QCoreApplication::translate("cm::SetupPage", "Drives"));
    volumes->setModel(&m_model);
    volumes->setSelectionBehavior(QAbstractItemView::SelectRows);
    volumes->setSelectionMode(QAbstractItemView::SingleSelection);
    volumes->verticalHeader()->hide();
    // A long mount point takes more lines rather than widening the page or
    // losing its middle; the other columns keep one line.
    PathWrapDelegate::install(volumes, VolumeListModel::MountPoint);
    volumes->setTextElideMode(Qt::ElideMiddle);
    volumes->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    volumes->horizontalHeader()->setSectionResizeMode(VolumeListModel::MountPoint, QHeaderView::Stretch);
    // Every header readable in every language ("Точка монтирования"): the
    // table is never narrower than its headers together.
    int headers = 0;
    for (int section = 0; section < VolumeListModel::ColumnCount; ++section)
        headers += volumes->horizontalHeader()->sectionSizeHint(section);
    volumes->setMinimumWidth(headers + 2 * volumes->frameWidth() + volumes->verticalScrollBar()->sizeHint().width());
    // One Tab stop: Tab leaves the list, the arrows move in it.
    volumes->setTabKeyNavigation(false);
    connect(volumes->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] { volumeChosen(false); });
    connect(volumes, &QAbstractItemView::clicked, this, [this] { volumeChosen(true); });
    connect(volumes, &QAbstractItemView::activated, this, [this] { volumeChosen(true); });
    return volumes;
}

void SourceChooser::setVolumes(const QList<SourceVolume> &volumes, const QStringList &imageFilesystems)
{
    m_model.setVolumes(volumes, imageFilesystems);
    highlightFolderVolume();
}

void SourceChooser::pickVolume(const QString &mountPoint)
{
    const int row = std::max(0, m_model.rowOf(mountPoint));
    if (m_volumes->currentIndex().row() == row && row < m_model.rowCount())
        volumeChosen(true); // highlighted already: suggest its folder all the same
    else
        m_volumes->selectRow(row);
}

void SourceChooser::pickStartingVolume(const QString &currentFolder)
{
    const QString current = QDir::cleanPath(currentFolder);
    const SourceVolume *holding = current.isEmpty() ? nullptr : volumeOf(current);
    if (holding && holding->volume.mountPoint != current) {
        m_suggested = current;
        m_folder->setText(current);
        return;
    }
    holding = volumeOf(QDir::homePath());
    pickVolume(holding ? holding->volume.mountPoint : QString());
}

// The drive of the folder is the one highlighted, without suggesting anything.
void SourceChooser::highlightFolderVolume()
{
    const SourceVolume *holding = volume();
    const int row = holding ? m_model.rowOf(holding->volume.mountPoint) : -1;
    if (row < 0 || m_volumes->currentIndex().row() == row)
        return;
    m_highlighting = true;
    m_volumes->selectRow(row);
    m_highlighting = false;
}

QString SourceChooser::folder() const
{
    return QDir::cleanPath(m_folder->text());
}

void SourceChooser::setFolder(const QString &folder)
{
    m_folder->setText(shownPath(folder));
}

const SourceVolume *SourceChooser::volume() const
{
    return volumeOf(folder());
}

const SourceVolume *SourceChooser::volumeOf(const QString &folder) const
{
    const SourceVolume *best = nullptr;
    for (const SourceVolume &source : m_model.volumes()) {
        const QString &mount = source.volume.mountPoint;
        if (isPathOnMountPoint(folder, mount) && (!best || mount.size() > best->volume.mountPoint.size()))
            best = &source;
    }
    return best;
}

void SourceChooser::volumeChosen(bool explicitly)
{
    const QModelIndex current = m_volumes->currentIndex();
    if (!current.isValid() || m_highlighting)
        return;
    // A folder typed by hand is replaced only by a drive chosen on purpose.
    const QString typed = m_folder->text();
    if (!explicitly && !typed.isEmpty() && typed != m_suggested)
        return;
    m_suggested = shownPath(suggestedFolder(m_model.volumeAt(current.row()).volume));
    m_folder->setText(m_suggested);
}

void SourceChooser::chooseFolder()
{
    const QString folder
        = QFileDialog::getExistingDirectory(this,
                                            QCoreApplication::translate("cm::SetupPage", "Folder on the drive to test"),
                                            m_folder->text());
    if (!folder.isEmpty())
        m_folder->setText(shownPath(folder));
}

} // namespace cm

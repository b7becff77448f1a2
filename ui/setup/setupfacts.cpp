// SPDX-License-Identifier: GPL-3.0-or-later
#include "setupfacts.h"

#include "compression/loopimagemaker.h"

#include <QDir>
#include <QFileInfo>

namespace cm {

SetupFacts probeSetupFacts(const QString &sourceFolder, const Privileges &privileges)
{
    SetupFacts facts;
    facts.sources = probeSourceVolumes();
    facts.ramDisks = ramBackedVolumes();
    if (const QString current = QDir::currentPath(); QFileInfo(current).isWritable())
        facts.writableCurrentFolder = current;
    QStringList searched{QDir::homePath()};
    // No folder yet: the current one is the folder a first start suggests.
    searched << (sourceFolder.isEmpty() ? facts.writableCurrentFolder : sourceFolder);
    for (const VolumeInfo &ramDisk : std::as_const(facts.ramDisks))
        searched << ramDisk.mountPoint;
    searched.removeAll(QString());
    searched.removeDuplicates();
    for (const QString &folder : std::as_const(searched))
        facts.leftovers += findStaleWorkspaces(folder);
    facts.dropping = decideCacheMode(CacheMode::Drop, privileges);
    QString whyNot;
    facts.loopBtrfs = canMakeLoopImage(LoopImageSpec::Filesystem::Btrfs, privileges, &whyNot);
    facts.loopNtfs = canMakeLoopImage(LoopImageSpec::Filesystem::Ntfs, privileges, &whyNot);
    return facts;
}

} // namespace cm

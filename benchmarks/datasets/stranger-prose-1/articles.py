"""Invented encyclopedia articles for the stranger-prose-1 reading-comprehension set.

Each article is a triple-quoted string. Paragraphs are separated by a blank line; line breaks inside a
paragraph are only for readability and are collapsed to single spaces by ``paragraphs()``. Every name,
place, date and figure below is invented.
"""

VARNHOLT_CANAL = """
The Varnholt Canal is a disused navigation in the province of Estermark that once linked the coal town
of Dellby with the tidal river Sauve at Harrowgate Quay. Built between 1784 and 1797 by the Varnholt
Navigation Company, it ran for 41 miles and climbed through 38 locks to a summit level 312 feet above
the river. For much of the early nineteenth century it was the busiest inland waterway in the province,
carrying coal, lime, slate and grain. Commercial traffic ended in 1931, and the last section was
formally abandoned in 1954. Since 1988 a volunteer trust has restored about nine miles of the eastern
end, which reopened to pleasure boats in 2006.

The idea of a canal from Dellby was first raised in 1769 by Oswin Merrow, a colliery owner who
complained that carting coal by road to the Sauve doubled its price. Merrow commissioned the surveyor
Jacob Tarrance to plan a route, but Tarrance's proposal for a level contour canal some 63 miles long was
rejected by the investors as too costly. The scheme lay dormant for more than a decade until Merrow's
son, Edmund Merrow, revived it in 1781 with the backing of the Dellby ironmaster Hester Quaile. They
engaged a younger engineer, Lucan Fairweather, who shortened the route by cutting straight across the
Grisby Hills with flights of locks instead of following the contours.

The Varnholt Navigation Act received assent on 14 March 1783, authorising the company to raise £160,000
in shares of £100 each and a further £40,000 by mortgage if needed. The first general meeting was held
at the Swan Inn in Dellby, where Edmund Merrow was elected chairman and Hester Quaile treasurer. The
company took its name from Varnholt Manor, the estate of its largest landowning subscriber, Sir Ambrose
Kell, who insisted on the name as a condition of allowing the line to cross his park. Kell also secured
a clause forbidding any wharf within a mile of the manor house, which is why the canal has no landing
place between Corby Lock and Tenning.

Work began at the Harrowgate end in June 1784. Fairweather divided the line into four contracts, of
which the largest, the Grisby flight of 17 locks, was let to the contractor Abel Strood. Strood's
labourers, numbering about 900 at the peak in 1788, were mostly hired from the fenland drainage works to
the south. Progress was slowed by the hard sandstone of the Grisby ridge and by a strike in the winter
of 1789 over the company's practice of paying wages in tokens that could be spent only at its own shops.
The strike ended after eleven weeks, when the company agreed to pay its labourers in coin.

The most difficult structure on the line was the Ellory Tunnel, 1,460 yards long, which carried the
summit level beneath Ellory Common. Fairweather had originally planned a deep cutting, but a landslip in
1790 persuaded him to tunnel instead. The tunnel was driven from eleven shafts and took four years to
complete. It had no towpath, so boats were legged through by men lying on their backs and pushing
against the walls with their feet, a passage that took around two hours. In 1826 the company replaced
the leggers with a steam tug, the first to be used on any canal in Estermark.

The canal was opened in stages. The section from Harrowgate Quay to Tenning was completed in 1791 and
immediately began carrying lime inland. The Ellory Tunnel opened in 1794, and the final stretch to the
Dellby basin was filled with water in the autumn of 1797. The formal opening took place on 2 October
1797, when a procession of twelve boats led by the company barge Concord travelled from Dellby to
Harrowgate in two days. The final cost was £238,000, well above the authorised capital, and the company
had to borrow the balance from the Estermark Bank at five per cent.

Because the summit level lay above any natural stream, the canal depended on reservoirs for its water.
The first, at Cold Marren, was completed in 1796 and held about 90 million gallons. It proved
insufficient in dry summers, and in 1803 traffic was halted for seven weeks because the summit ran dry.
A second reservoir at Hobb's Bottom was added in 1807, and in 1812 the company installed a beam engine
at Tenning to pump water back up the locks. The engine, built by the Quaile foundry, remained in service
until 1919 and is now the centrepiece of the restored section.

Coal was always the principal cargo, making up about two-thirds of the tonnage carried. Traffic rose
from 84,000 tons in 1800 to a peak of 412,000 tons in 1838. The company paid its first dividend in 1802
and in its best years returned 14 per cent to shareholders. Boats were typically 70 feet long and 7 feet
wide, carried around 25 tons, and were pulled by a single horse. A fast passenger service, the Dellby
Packet, ran between 1815 and 1846; its boats were drawn by two horses changed every four miles and
covered the whole line in about nine hours.

Two branches were built. The Marl Branch, four miles long, opened in 1801 to serve the lime kilns at
Upper Marl. The Saltings Branch, authorised in 1809, was intended to reach the salt pans at Crewell on
the coast, but it was abandoned after only two miles had been dug, when the company's engineer, Thomas
Inchbold, reported that the marshy ground could not hold water. A third scheme, a link northward to the
rival Lessen Navigation, was proposed several times between 1818 and 1835 but never built, largely
because the Lessen company refused to lower its tolls on through traffic.

Edmund Merrow remained chairman until his death in 1819. He was succeeded by Hester Quaile's nephew,
Gideon Quaile, whose tenure was marked by disputes with the boatmen over tolls. Gideon Quaile introduced
a system of gauging boats by measuring how deeply they sat in the water, which ended the widespread
practice of under-declaring cargoes. He was ousted in 1834 by a shareholders' revolt led by the
Harrowgate merchant Cornelius Vayle, who accused him of favouring the Quaile foundry when awarding
company contracts. Vayle served as chairman from 1834 to 1851.

The Dellby and Sauve Railway opened in 1847 on a route running close to the canal for much of its
length. The canal company at first fought the railway, cutting its tolls by a third in 1848, but
receipts fell steadily. In 1852, after Vayle's retirement, the shareholders agreed to lease the canal to
the railway for 999 years at an annual rent of £9,500. The railway kept the canal open because the lease
obliged it to, but it raised the tolls on coal to discourage traffic that competed with its own trains.

Under railway control the canal was maintained at minimum cost. The Dellby Packet had already stopped
running in 1846, and the Marl Branch closed in 1868 after the lime kilns shut. A partial collapse of the
Ellory Tunnel roof in 1903 closed the summit for fourteen months, and traffic through the tunnel never
recovered. By 1920 annual tonnage had fallen below 30,000 tons, almost all of it on the lower section
between Harrowgate and Tenning. The last commercial cargo, a load of roadstone, was carried in March
1931.

The Dellby and Sauve Railway was absorbed into the Northern Estermark Railway in 1923, and the new
company applied for powers to abandon the canal in 1937. Objections from mill owners who drew water from
the channel delayed the process, and the coal emergency of 1940 interrupted it entirely. The upper
section from Dellby to Ellory was abandoned in 1944, and the remainder in 1954. Much of the western end
was then filled in, and part of the Dellby basin now lies under the town's bus station.

The Varnholt Canal Trust was founded in 1988 by a group of local boaters led by Marian Ostley, a retired
schoolteacher from Tenning. The trust's first work party cleared the Tenning lock chamber in 1989. With
grants from the Estermark County Council, volunteers rebuilt nine locks between Harrowgate and Tenning,
and the restored section reopened on 17 May 2006. The trust has since bought the Tenning engine house
and returned the beam engine to steam in 2011. Restoring the Ellory Tunnel is considered unlikely,
because the 1903 collapse left a section some 80 yards long completely blocked.

Fairweather's choice of a direct route with heavy lockage, rather than a long contour line, was
controversial at the time and was criticised by the older engineer Jacob Tarrance as wasteful of water,
since every boat passing over the summit drew down two lockfuls. Later historians have generally judged
the choice correct, because it brought the canal into use sooner and at lower cost than the contour
route would have done. Fairweather went on to engineer the Pellam Navigation and the Crossway Canal, and
his pupil Thomas Inchbold became the company's resident engineer in 1802.

The canal gives its name to the Varnholt Way, a 44-mile footpath opened in 1998 which follows the
towpath where it survives. The lock-keeper's cottage at Corby Lock houses a small museum, and the
company's minute books, covering the years 1783 to 1852, are kept at the Estermark Record Office. The
painter Lydia Crane made the Grisby flight the subject of her series of paintings The Seventeen Gates,
first exhibited in 1868. A replica of the barge Concord was launched at Tenning in 1997 to mark the
canal's bicentenary.
"""

AUBRANE_PROCESS = """
The Aubrane process is an industrial method for producing amberite, a hard, translucent resin made by
heating birch tar with slaked lime and a small quantity of sulphur under pressure. Developed by the
chemist Ilse Aubrane in the town of Kellinghaus between 1868 and 1871, it was the main source of moulded
resin goods in the Ostmark states for more than half a century. Amberite made by the process was used
for buttons, pipe stems, electrical insulators, telephone receivers and billiard balls. Production
peaked in 1913 at around 18,000 tonnes a year and declined after 1930, when cheaper synthetic resins
displaced it. The last plant using the process, at Tollen, closed in 1967.

Before Aubrane's work, natural amber and horn were the main materials for small moulded goods, and both
were scarce and expensive. Several chemists had noticed that birch tar, a by-product of charcoal
burning, hardened when heated with lime, but the resulting material was brittle and smelled strongly of
smoke. In 1859 the apothecary Fennick Laud of Brask produced a few hundred buttons by this method,
though most of them cracked within a year. Laud's notes, which Aubrane later bought from his widow,
recorded the proportions he used but not the temperatures, and she spent the first two years of her
research trying to reconstruct them.

Ilse Aubrane was born in 1836 in Kellinghaus, the daughter of a charcoal merchant. Women were barred
from the university at Brask, so she was taught chemistry privately by Professor Anselm Greve, who
allowed her to work in his laboratory at night. After her father's death in 1866 she inherited the
family's tar works, and she began her experiments there two years later. Her crucial discovery, made in
the autumn of 1870, was that adding between two and three per cent of sulphur and holding the mixture at
a pressure of about four atmospheres removed both the brittleness and the smoky odour.

Aubrane patented the process in 1871 in her own name, an unusual step at the time, and in the same year
founded the Kellinghaus Amberite Company with Greve and the banker Matthias Ruhl as partners. The first
factory, beside the river Lenne, began production in March 1872 with a staff of 40 and four pressure
vessels, which the workers called "kettles". Output in the first year was only 60 tonnes, most of it
sold as buttons to clothing makers in Brask. The company's early amberite was a deep orange; a paler,
honey-coloured grade was introduced in 1876 after Aubrane found that filtering the tar through charcoal
removed much of the colour.

In its standard form the process has four stages. First, raw birch tar is filtered and heated to drive
off water and light oils, which were sold separately as a solvent. Second, the tar is mixed with slaked
lime and sulphur in a heated trough. Third, the mixture is sealed in a kettle and held at about 160
degrees for between six and nine hours, during which it thickens into a dough-like mass. Finally, the
mass is pressed into heated moulds and allowed to cool slowly over two days, since cooling it faster
makes it prone to cracking. A single kettle typically produced around half a tonne of amberite per
charge.

Demand grew quickly after 1880, when the telegraph companies of the Ostmark states began ordering
amberite insulators, which did not absorb moisture as porcelain sometimes did. The Kellinghaus company
opened a second works at Tollen in 1883, close to the birch forests of the Harl uplands, and a third at
Orrin Point in 1889. By 1895 the company employed about 2,300 people. Aubrane also licensed the process
to other manufacturers; licence holders paid a royalty of six per cent of their sales, an income that by
1900 exceeded the company's profits from its own factories.

Aubrane retired as managing director in 1894 and was succeeded by her nephew Carl Aubrane-Ruhl, the son
of her younger sister and Matthias Ruhl. She continued to work in the company laboratory until shortly
before her death in 1902. Under Carl Aubrane-Ruhl the company was reorganised in 1897 as Ruhl-Aubrane
Resins, a name chosen to reassure the banks that were financing its expansion. He was a more aggressive
businessman than his aunt, and between 1897 and 1905 the firm bought out four of its licensees and
closed two of them.

In 1888 the engineer Paul Dorsay of Vessen patented a competing method in which the tar was hardened
with formalin at ordinary pressure instead of with sulphur under pressure. The Dorsay method needed no
pressure vessels and was cheaper to set up, but its product yellowed in sunlight and was unsuitable for
clear goods. Ruhl-Aubrane sued the Dorsay company in 1899, claiming that its filtering stage infringed
Aubrane's patents. The court ruled against Ruhl-Aubrane in 1901, finding that filtering tar through
charcoal was an old practice that could not be patented. Resin made by the Dorsay method had taken about
a fifth of the market by 1910.

The kettles were a persistent hazard. At least fourteen workers were killed in kettle explosions between
1872 and 1914, the worst accident being at Tollen on 9 August 1907, when a kettle burst during a night
shift and killed five men. A government inquiry under the inspector Maren Holt blamed the disaster on a
pressure gauge that had been stuck for several weeks, and recommended that every kettle be fitted with
two independent gauges and a lead safety plug that melted if the temperature rose too high. Both
measures were made compulsory in 1909.

Workers also suffered from "tar cough", a chronic lung complaint caused by the fumes from the heating
troughs. A strike at the Orrin Point works in 1911 over ventilation lasted nine weeks and ended when the
company agreed to install extractor fans driven by a steam engine. The strike leader, a kettleman named
Joss Hebbert, was dismissed the following year, which provoked a second, shorter stoppage. Hebbert later
became secretary of the Resin and Tar Workers' Union, founded in 1913, which represented most of the
industry's workers until it merged with the General Chemical Union in 1946.

The process depended entirely on birch tar, and by the time production peaked in 1913 the charcoal
burners of the Harl uplands could no longer keep up with demand. The price of tar tripled between 1908
and 1914. Ruhl-Aubrane responded by buying forest land and building its own tar ovens at Grendle, which
by 1916 supplied about half of the company's needs. Smaller firms, which could not afford to do the
same, were forced to switch to the Dorsay method or to close, and the number of amberite manufacturers
fell from 31 in 1910 to 12 in 1920.

The last major change to the process came in 1924, when the company's chief chemist, Edda Voss, found
that adding a little powdered pumice to the mixture shortened the time in the kettle to under four
hours. Voss also developed a continuous kettle, in which the mixture moved slowly through a heated tube
rather than being processed in separate batches. The continuous kettle was installed at Tollen in 1927
but was never adopted at the other works, because it required a steady supply of tar that the company
could no longer guarantee.

From the late 1920s amberite faced competition from synthetic resins made from coal-tar chemicals, which
were cheaper, could be coloured freely and did not depend on forest supplies. The telephone companies
switched to synthetic handsets in 1931. Ruhl-Aubrane closed the original Kellinghaus works in 1934 and
the Orrin Point works in 1938. The company itself was taken over in 1949 by the chemical firm Halvard &
Sons, which kept the Tollen works open to make amberite for a dwindling market in pipe stems and luxury
buttons.

The Tollen works finally closed on 30 June 1967, ending commercial use of the process. Its last manager,
Rudi Fenske, estimated that it had produced about 40,000 tonnes of amberite in its final decade, almost
all of it for export. Halvard & Sons sold the site to the town council in 1970. One of the original
kettles of 1883 and the continuous kettle of 1927 were preserved, and they now form part of the Tollen
Resin Museum, which opened in the former boiler house in 1981.

Aubrane is regarded as one of the first women in the Ostmark states to hold an industrial patent and to
run a chemical company. Her laboratory notebooks, which were kept by her family until 1955, are now held
by the university at Brask, the same institution that had refused to admit her. A bronze statue of her
by the sculptor Otto Brandel was unveiled in Kellinghaus in 1936. Collectors value early amberite goods,
particularly the orange buttons made before 1876 and the honey-coloured telephone receivers of the
1910s.

Amberite is still made occasionally, in small quantities, by craftsmen and restorers who repair antique
telephones, pipes and jewellery, using a simplified form of the process. Because modern safety rules
make large pressure vessels costly, most of them use small kettles holding no more than a few kilograms.
The Tollen Resin Museum holds demonstration firings twice a year, in May and September. Chemists have
also studied amberite as a possible biodegradable material, since, unlike most synthetic resins, it
slowly breaks down in damp soil over several decades.
"""

DUNMARROW = """
Dunmarrow is a port city at the mouth of the river Calle, on the southern coast of the region of
Lessary. With a population of about 310,000 at the census of 2021, it is the second-largest city in
Lessary after the inland capital, Ferrant. The city grew from a fishing settlement into a walled trading
town during the twelfth century, became a free city in 1406, and was the centre of the Lessary wool
trade until the seventeenth century. It was known as Calmouth until 1618. Today its economy depends on
its container port, a university founded in 1894, and tourism centred on the medieval harbour district
known as the Strand.

Excavations on Tollard Hill, above the present cathedral, have found traces of a fortified village
dating from around 300 BC. A small monastery dedicated to Saint Orra was founded on the hill in about
840, and a fishing village grew up on the shore beneath it. The earliest written reference to the
settlement, under the name Calmouth, appears in a grant of fishing rights made by Count Aldric of
Lessary to the monks in 1104. The grant entitled the monks to one tenth of every catch landed at the
village, a right they kept until the monastery was dissolved in 1539.

In 1163 Count Aldric's grandson, Count Berold, gave Calmouth a market charter and ordered the building
of a stone quay. The town's position at the mouth of the Calle, the only navigable river in Lessary,
made it the natural outlet for wool from the inland sheep country. By 1250 merchants from the northern
ports were settling in the town, and a guildhall was built on the Strand in 1271. The first town wall,
of earth and timber, was completed in 1224 and enclosed about 40 acres; it was replaced by a stone wall
with eleven towers between 1312 and 1340.

During the succession war that followed the death of Count Haimo in 1398, Calmouth supported his
daughter Ysolde against her uncle, Duke Raoul of Ferrant. When Ysolde secured the county in 1403, she
rewarded the town with a charter of liberties, issued in 1406, which made it a free city governed by its
own council of twenty-four burgesses and a mayor elected every September. The first mayor was the wool
merchant Jehan Corbell. The charter also exempted the citizens from the county's tolls, a privilege
which made the city rich but earned it the lasting hostility of Ferrant.

The plague known as the Grey Sickness reached the city in 1471, carried, according to the chronicler
Piers Audley, on a wool ship returning from the northern ports. Over the following two years it is
estimated to have killed between a third and a half of the population, which had numbered about 14,000
before the outbreak. The council closed the harbour for five months in 1472 and built a pest-house on
the island of Skerrin, outside the harbour mouth, where the sick were isolated. The population did not
return to its earlier level until about 1530.

The city's prosperity rested on the export of raw wool and, from the fifteenth century, of woollen
cloth. The Company of the Staple, founded in 1419, controlled all exports of wool through the port and
by 1500 had more than 300 members. Its hall on the Strand, built in 1452, survives as the city museum.
The trade began to decline in the late sixteenth century, when the northern ports began weaving their
own cloth and imposed heavy duties on Lessary wool. By 1600 cloth exports had fallen to a third of their
level in 1550.

In 1617 Duke Mathis of Ferrant, claiming that the charter of 1406 had lapsed, besieged the city with an
army of about 6,000 men. The siege lasted from April to November. The city held out, supplied by sea,
until a storm wrecked the duke's siege works on the landward side and his army withdrew. In gratitude,
the council renamed the city Dunmarrow, after the Dun Marrow, the headland whose signal fire had guided
supply ships into the harbour at night during the siege. The new name was formally adopted on 1 January
1618.

On the night of 11 September 1687 a fire broke out in a bakehouse in Rope Street and spread rapidly
through the timber houses of the lower town. It burned for three days and destroyed about 1,400 houses,
the guildhall and eight of the city's fourteen parish churches, though the Staple Hall and the cathedral
survived. The rebuilding was directed by the city surveyor, Anselm Varro, who required new houses to be
built of brick or stone and laid out the broad street now called Varro Parade. Varro's plan to
straighten the old lanes of the Strand was blocked by the merchants who owned property there.

The city's independence ended in 1764, when Lessary was united with the neighbouring kingdom of Orvain
under the Treaty of Saldo. The new government abolished the city's exemption from tolls and replaced the
elected council with a governor appointed by the crown. The first governor, Baron Emeric Sallow, was
deeply unpopular, and riots in 1766 over a new tax on salt forced his recall. His successor, Count
Lorens Vey, restored a partly elected council in 1768 and is credited with building the harbour wall at
Skerrin.

The nineteenth century brought shipbuilding, rope-making and, from 1840, the building of iron
steamships. The Calle Ironworks, founded in 1838 by the engineer Tobias Grane, launched its first
steamship, the Lessary Star, in 1842, and by 1880 employed 4,000 men. The railway from Ferrant reached
Dunmarrow in 1851, ending the river's role as the main route inland. The city's population grew from
38,000 in 1820 to 146,000 in 1900, and the old walls were demolished between 1858 and 1866 to make room
for new districts to the east.

The University of Dunmarrow was founded in 1894, largely through a bequest of 400,000 crowns from the
shipowner Margarethe Holm, who had herself been refused entry to the university at Ferrant. It began
with three faculties, of law, medicine and marine engineering, and admitted women from its opening, the
first university in Orvain to do so. Its best-known building, the Holm Tower, was completed in 1911 and
is 64 metres high. The university now has about 22,000 students and is the largest employer in the city.

Dunmarrow was heavily damaged in 1916, during the war between Orvain and the Duchy of Carst, when
Carstian warships shelled the harbour and the ironworks for two nights. The Calle Ironworks never fully
recovered and closed in 1932, throwing some 3,000 men out of work, and unemployment in the city reached
31 per cent in 1933. The construction of a naval base at Skerrin in 1936 and the opening of a ferry
route to the northern ports in 1949 gradually restored employment.

In 1971 the Dunmarrow Harbour Board, led by its chairman Hedda Marrack, began building a container
terminal on reclaimed land at Salt Flats, east of the old harbour. The terminal opened in 1976 and was
extended in 1994 and again in 2008. It handled about 1.2 million containers in 2019, making Dunmarrow
the busiest port in Orvain. The old harbour, no longer needed for cargo, was converted into a marina,
and many of its warehouses became flats, shops and restaurants during the 1980s.

Since 1921 Dunmarrow has been governed by an elected city council of 61 members; the office of governor
was abolished in the same year. Until 2004 the mayor was chosen by the council from among its members,
but since then the mayor has been directly elected by the citizens. The first directly elected mayor was
Tomas Erlend, a former harbour pilot, who served three terms. The city hall, built in 1896 to designs by
the architect Casimir Lunde, stands on Varro Parade. Dunmarrow has been twinned with the northern port
of Aske since 1958.

The cathedral of Saint Orra on Tollard Hill was begun in 1190 on the site of the old monastery church
and completed in 1344; its spire, 96 metres high, was added in 1480 and is visible far out to sea. The
Staple Hall and the Sea Gate, the only surviving gate of the medieval wall, stand at either end of the
Strand. On the Dun Marrow headland a lighthouse built in 1802 replaced the signal fire of the siege, and
it was automated in 1987. The island of Skerrin, once the site of the pest-house, is now a nature
reserve.

Each year on the first Saturday of November the city holds the Festival of the Fire, in which a beacon
is lit on the Dun Marrow headland to commemorate the end of the siege of 1617. The city's dialect, known
locally as Strand talk, preserves many words borrowed from the languages of the northern ports. The poet
Alder Quinn, born in Rope Street in 1862, wrote about the city's harbour and its sailors in his
collection Salt Lanes. The city's football club, Dunmarrow Harbour, was founded in 1889 and plays at the
Skerrin Road ground.
"""

TERRAPHONY = """
Terraphony is the branch of engineering concerned with locating and mapping features beneath the ground
by listening to the sound of deliberately produced blows or explosions as it travels through soil and
rock. The term was coined in 1864 by the mining engineer Aurel Pascoe, who used it to describe his
method of finding flooded workings in the lead mines of the Tarrow district. Terraphony developed as a
practical craft in mining and well-sinking before it was given a theoretical basis by the physicist
Solveig Narrand in the 1890s. It was widely used to locate water, mineral veins and old tunnels until
the middle of the twentieth century, when it was absorbed into the broader field of ground survey.

Miners had long known that knocking on rock could reveal hollows behind it. In the Tarrow district the
practice was called "chapping", and experienced chappers were paid extra for locating old workings
before a new gallery broke into them, an accident that could flood a mine. The first written account of
listening at a distance was published in 1837 by the well-sinker Hamish Dorrity, who described lowering
a brass ear trumpet into a borehole while an assistant struck the ground with a sledgehammer at measured
distances. Dorrity claimed that he could hear the difference between sand and clay, but he left no
account of how he judged it.

Aurel Pascoe, the manager of the Greyfold lead mine, began his experiments after a flood in 1859 killed
nineteen miners when a gallery broke into abandoned workings. He replaced Dorrity's ear trumpet with a
listening rod, an iron bar driven into the ground and touched by the listener's teeth, through which he
found that faint sounds could be heard far more clearly. He also timed the arrival of each sound with a
marine chronometer. By 1864 he could estimate the depth of a hollow to within about two yards, and in
that year he presented the method to the Tarrow Mining Institute under the name terraphony.

The mine owners of the Tarrow district at first distrusted the method, which was slow and required
complete silence at the surface. It gained acceptance after 1868, when Pascoe correctly predicted the
position of a flooded shaft at the Hollin Moss colliery that three earlier surveys had missed. In 1871
the Tarrow Mining Institute made a terraphonic survey compulsory before any new gallery was driven
within 200 yards of known old workings. Within a decade the practice had spread to the coalfields of
Wendmark and to the tin mines of the western peninsula.

Pascoe's method was purely empirical. The first theoretical explanation was given by Solveig Narrand,
professor of natural philosophy at the University of Estholm, in her Treatise on Sound in the Earth,
published in 1893. Narrand showed that sound travels at different speeds through different materials,
faster in solid rock than in clay or sand, and that part of it is reflected wherever two layers meet. By
timing the return of these echoes, she argued, the depth and nature of each layer could be calculated.
Her formula relating the speed of sound to the density and stiffness of a rock became known as Narrand's
law.

Pascoe, then aged 71, publicly rejected Narrand's theory, insisting that the skill of the listener
mattered more than any calculation. In a series of letters to the Mining Gazette in 1894 and 1895 he
accused her of having "never set foot in a mine". Narrand replied by organising a public trial at the
Greyfold mine in 1896, in which her student Tobias Keel, using only her tables and a stopwatch, located
a sealed tunnel more accurately than two of Pascoe's most experienced listeners. Pascoe did not attend
the trial. He died in 1898 without ever accepting the theory.

The listening rod remained in use until 1903, when Tobias Keel introduced the Keel receiver, a sealed
drum with a stretched membrane connected to a pen that traced the vibrations on a rotating paper
cylinder. For the first time a survey could be recorded and its traces examined later, rather than
depending on the memory of the listener. In 1921 the Estholm Instrument Company brought out an
electrical version, the Mark IV receiver, which weighed 14 pounds, about a quarter of the weight of
Keel's original. The Mark IV remained the standard instrument for almost thirty years.

Early terraphonists used sledgehammers, but the blows produced sound too weak to be heard more than
about 300 yards away. From 1899 small charges of blasting powder were used instead, giving useful echoes
from depths of more than a mile. The practice was controversial near towns, and in 1907 the city of
Estholm banned explosive surveys within its boundaries after a charge cracked the windows of a hospital.
Surveyors there turned instead to the drop-weight, a half-ton iron block released from a tripod, which
the engineer Marit Sandal introduced in 1908.

Terraphony's greatest success in its early years was in finding water. During the drought of 1911 the
provincial government of Wendmark employed terraphonic teams to locate underground water for farms. The
teams, led by Tobias Keel, surveyed 640 sites in eighteen months and found water at 412 of them. The
results greatly raised the reputation of the discipline, and in 1913 the first professional body, the
Society of Terraphonic Engineers, was founded with Keel as its first president and 86 founding members.

The first course in terraphony was taught at Estholm in 1899 by Narrand herself, and a full degree was
established there in 1919. The Society of Terraphonic Engineers introduced an examination for membership
in 1922; candidates had to complete three years of field work and carry out a supervised survey. Women
were admitted to the society from the start, and by 1930 roughly a quarter of its members were women, a
higher proportion than in any other branch of engineering in Wendmark at the time.

The discovery of oil at Sarrow Fen in 1924 transformed the discipline. Oil companies hired terraphonists
to map the buried domes of rock beneath which oil collected, and the membership of the society grew from
about 300 in 1923 to more than 2,100 in 1935. The Sarrow Fen field itself had been found by an ordinary
borehole, but the next three fields in Wendmark, at Oddle, Marsh Ketton and Greave, were all located by
terraphonic survey between 1927 and 1932. Several oil companies also set up survey departments of their
own, the largest being that of the Wendmark Petroleum Company, which employed 140 terraphonists by 1934.

The method also had well-known failures. In 1929 a survey for the Hanner Dam declared the site sound,
but during construction the foundations broke into a large cavern filled with clay, and the dam had to
be moved 800 yards upstream at a cost of more than two million marks. The inquiry found that the clay
had returned echoes almost identical to those of the surrounding limestone. As a result, the society
recommended in 1931 that terraphonic surveys for large structures should always be checked by at least
one borehole.

During the border conflict of 1938 between Wendmark and its southern neighbour, Lasse, both sides used
terraphony to detect tunnels dug beneath fortified lines. The Wendmark army formed six Listening
Companies, whose members were known as "earwigs", and they are credited with finding eleven Lassian
tunnels near the town of Brede. Lassian engineers responded by lining their tunnels with straw bales to
muffle the sound of digging. After the conflict the army kept one Listening Company in service until
1957, chiefly to search for unexploded mines and charges left in the ground.

After 1950 the name terraphony gradually fell out of use, as its methods were combined with measurements
of magnetism and gravity under the general heading of ground survey. The Society of Terraphonic
Engineers merged with the Institute of Mine Surveyors in 1958 to form the Ground Survey Institution. The
last university course with terraphony in its title, at Estholm, was renamed in 1962. Many of the
society's early records were lost in 1960, when a fire broke out at the institution's offices in
Estholm. The Mark IV receiver had by then been replaced by lighter instruments that recorded on magnetic
tape.

Narrand's law was revised in 1937 by the physicist Ivo Lindell, who showed that in its original form it
held only for dry rock and added a correction for the water contained in the pores. The corrected
version, known as the Narrand-Lindell relation, is still used in ground survey. Narrand's Treatise was
translated into four languages during her lifetime. She died in 1931, and some historians have argued
that her contribution was long undervalued because she published most of her later work under the name
of her student Keel.

The Greyfold mine closed in 1912, and its engine house is now a museum that displays Pascoe's listening
rod, his chronometer and one of the first Keel receivers. Since 1947 the Ground Survey Institution and
its predecessor have awarded the Narrand Medal for outstanding work in the field; its first recipient
was Ivo Lindell. The word "chapping" survives in the Tarrow dialect, where it now means eavesdropping on
a conversation. A replica of the listening rod is used each summer in a contest at the Tarrow Show, in
which competitors try to locate a barrel buried in a field.
"""

CORRABINE_AIRWAYS = """
Corrabine Airways was an airline based in the city of Lisk, in the republic of Tavera, which operated
scheduled passenger and mail services from 1923 until 1989. Founded as the Lisk Aerial Post Company by
the former army pilot Ruben Corrabine, it was renamed Corrabine Airways in 1929 and became the national
flag carrier of Tavera in 1947. At its peak, in 1978, it carried 6.4 million passengers a year on a
network of 71 destinations with a fleet of 58 aircraft. The airline collapsed in 1989 after a long
financial crisis, and its routes were taken over by its former rival, Tavair.

Ruben Corrabine, born in 1894 in the fishing village of Ost Harrel, learned to fly in the Taveran army
air corps and served as an instructor at the Mendel Field training school. After leaving the army in
1922 he bought two surplus Hessing H.4 biplanes with money lent by his father-in-law, the Lisk shipowner
Anton Melk. The Lisk Aerial Post Company was registered on 3 April 1923, and its first flight, carrying
mail and one passenger from Lisk to the island of Varra, took place on 19 May of that year. The flight
of 140 miles took an hour and fifty minutes.

For its first three years the company depended on a government contract to carry mail to Varra and the
other islands of the Skell archipelago, which paid a fixed sum per mile whether or not the aircraft were
full. Passengers travelled in the mail cabin, sitting on the mailbags. The company's first serious
accident occurred in 1925, when an H.4 came down in the sea off Varra in fog; the pilot and both
passengers were rescued by fishermen. In 1926 Corrabine bought three enclosed Fennmark F.7 monoplanes,
each seating six passengers, and introduced a daily service to the inland city of Dorrance.

By 1929 passengers were providing more revenue than mail, and the company was renamed Corrabine Airways.
In the same year it moved its base from the old army field at Mendel to a new airport at Saltmead, built
by the city of Lisk partly at the company's urging. During the 1930s the airline opened routes to the
neighbouring countries of Ardis and Kelmar, and in 1934 it began its first international service, from
Lisk to the Ardisian capital, Port Sevrin. Ruben Corrabine flew the inaugural flight himself, with the
Taveran minister of transport, Elsa Brun, on board as a passenger.

On 12 December 1936 a Corrabine Fennmark F.12, the Gull of Varra, crashed into the Pellow Hills shortly
after leaving Saltmead in a snowstorm, killing all fourteen people on board. It was the worst air
accident in Tavera up to that time. The investigation, led by Commander Isak Hale, found that ice on the
wings had caused the aircraft to lose height and that the pilot had taken off despite a warning from the
airport's weather office. As a result, the government introduced compulsory weather clearance for
passenger flights in 1937, and Corrabine fitted de-icing boots to its entire fleet.

During the Kelmar war of 1940 to 1943 the airline was placed under military control, and most of its
aircraft were used to carry troops and supplies to the northern front. Eleven of its 23 aircraft were
lost. Ruben Corrabine, then aged 46, rejoined the air corps with the rank of colonel and commanded its
transport wing. Civil services were reduced to a single weekly flight to Varra, which continued
throughout the war. The airline was returned to its owners in March 1944, with compensation of 4 million
crowns for the lost aircraft.

After the war the airline could not afford to replace all of its lost aircraft. In 1947 the Taveran
government bought 51 per cent of its shares and made it the national flag carrier. Ruben Corrabine
remained chairman until 1952, when he resigned in protest at the government's appointment of a civil
servant, Jonas Pirrel, as managing director over his objections. Pirrel ran the airline for fourteen
years. Corrabine died in 1961, and his ashes were scattered from one of the airline's aircraft over the
sea off Varra.

The airline entered the jet age in 1959 with four Arlen A-30 aircraft, which cut the flight time from
Lisk to Port Sevrin from three hours to an hour and ten minutes. The A-30 was built in Ardis and had
been chosen in preference to the Taveran-built Kestrel, a decision that caused a political row because
the Kestrel's maker, Skell Aviation, employed 6,000 people in Lisk. The government then ordered the
airline to buy six Kestrels as well, and these entered service in 1961. The Kestrels proved unreliable
and were withdrawn in 1967.

In 1963 Corrabine opened its first long-haul route, to the city of Amaranth across the Western Ocean,
using two leased Arlen A-50s. The aircraft had to stop to refuel on the island of Colme, which added
nearly two hours to the journey. A non-stop service began in 1972 with the arrival of the airline's
first wide-bodied aircraft, the Orlo 700, of which it eventually operated nine. By 1975 long-haul
flights accounted for about 40 per cent of the airline's revenue, though for only about 15 per cent of
its passengers.

The late 1970s were the airline's most successful period. Under Hanne Solberg, who was appointed
managing director in 1974, Corrabine introduced cheap night fares, a frequent-flyer scheme known as the
Gull Club, and a holiday subsidiary, Corrabine Sun, which flew to resorts on the southern coast of
Kelmar. Passenger numbers rose from 3.9 million in 1973 to their peak in 1978. The airline's
headquarters at Saltmead, a twelve-storey glass tower designed by the architect Per Lund, opened in
1977, and by 1979 the airline employed 11,200 people.

Tavair was founded in 1968 by the businessman Ottar Venn as a charter airline flying holidaymakers from
the northern city of Brekke. In 1979 the government, seeking to introduce competition, allowed Tavair to
fly scheduled services from Brekke to Lisk and to Port Sevrin. Tavair's fares were about a third lower
than Corrabine's, and within three years it had taken nearly half of the traffic on the Port Sevrin
route. Corrabine responded by cutting its own fares, which led to its first annual loss, in 1981.

Rising fuel prices and the cost of its large long-haul fleet drove Corrabine further into debt during
the 1980s. Hanne Solberg resigned in 1982 and was replaced by Dag Amund, who closed 19 routes and cut
the staff from 11,200 to 8,400. A strike by cabin crew in 1985, lasting 23 days, cost the airline an
estimated 60 million crowns. In 1986 the government refused a request for a further loan, arguing that
it had already provided 700 million crowns since 1981.

In 1987 the government sold its shares to a consortium led by the banker Ilona Grebe, which promised to
return the airline to profit by 1990. The consortium sold the Orlo 700s and the holiday subsidiary, but
the losses continued. On 14 February 1989 Corrabine Airways stopped flying after its fuel suppliers
refused further credit, stranding some 9,000 passengers. The following month Tavair bought the airline's
routes, its landing slots at Saltmead and 22 of its aircraft for 310 million crowns, but it did not take
over the airline's debts.

Over its 66 years Corrabine suffered nine fatal accidents, in which 287 people died. The worst was the
loss of an Orlo 700 at Colme in 1976, when it overran the runway in heavy rain during an unscheduled
landing and caught fire, killing 119 of the 243 people on board. The inquiry blamed the crash partly on
the short runway, which was lengthened by 600 metres in 1978. Corrabine's safety record improved in its
last decade, during which it suffered no fatal accidents.

The airline's emblem, a white gull on a blue disc, was adopted in 1929 and was designed by Ruben
Corrabine's wife, Marta Melk. It replaced the company's original emblem, a red postal horn. Corrabine's
aircraft were named after seabirds and islands, and in 1966 its cabin crew received new uniforms in dark
blue designed by the couturier Lise Amadon. The gull emblem remained in use until the airline's
collapse, and its former rival adopted a modified version of the gull for its own aircraft in 1990.

The Corrabine name was revived in 2005 by Corrabine Regional, a small airline founded by Ruben
Corrabine's granddaughter, Sofie Corrabine, to fly from Lisk to the islands of the Skell archipelago.
The headquarters tower at Saltmead was converted into a hotel in 1996. One of the two original Hessing
H.4 biplanes survives at the Taveran Air Museum, which opened in 1971 on the site of the old Mendel
Field, where it hangs from the roof of the main hall. A history of the airline by the journalist Mads
Torell, Gull Over the Water, was published in 2011.
"""

ARTICLES = {
    "Varnholt_Canal.txt": VARNHOLT_CANAL,
    "Aubrane_Process.txt": AUBRANE_PROCESS,
    "Dunmarrow.txt": DUNMARROW,
    "Terraphony.txt": TERRAPHONY,
    "Corrabine_Airways.txt": CORRABINE_AIRWAYS,
}


def paragraphs(text):
    """Split an article string into paragraphs, collapsing internal line breaks to spaces."""
    return [" ".join(block.split()) for block in text.strip().split("\n\n")]

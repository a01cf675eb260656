<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="kalahen_land" tilewidth="32" tileheight="32" tilecount="8" columns="8">
 <image source="../assets/tiles/kalahen_land.png" width="256" height="32"/>
 <tile id="0">
  <properties>
   <property name="land" value="plains"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="land" value="forest"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="land" value="mountain"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="land" value="swamp"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="land" value="water"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="land" value="magic_forest"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="land" value="bridge_stone"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="land" value="meadow"/>
  </properties>
 </tile>
</tileset>
